/**
 * The checkout model's paths as the checkout screen replays them in Chromium
 * (tests/e2e/model-checkout.spec.ts), from each input: one to each model state, and the
 * covering ones. Pure: the same in vitest, which replays them on the real machine for the
 * coverage line, and in Playwright.
 */
import type { SnapshotFrom } from 'xstate';
import { checkoutModel, type CheckoutModelEvent } from './checkout.model';
import { models } from './models';
import { uiPaths } from './paths';
import { covering } from './checkout.covering.gen';

/** The fresh paths start on a loaded page; a reloaded one starts where the reload left it. */
const allow = (state: SnapshotFrom<typeof checkoutModel>, event: CheckoutModelEvent) =>
  state.can(event) &&
  (event.type === 'LOAD' ? state.context.cart === 'none' : state.context.cart !== 'none' || state.context.resumed) &&
  // A payment the sandbox took is settled by getPayment itself (decision 0014): it reads
  // paid or refunded, never pending, expired or cancelled. Those answers for a paid attempt
  // are Razorpay's, whose capture the server learns only at step 2; the vitest paths cover them.
  !(
    ['SETTLE_CANCELLED', 'SETTLE_PENDING', 'SETTLE_EXPIRED', 'SETTLE_NOT_FOUND'].includes(event.type) &&
    sandboxTookIt(state)
  );

/**
 * The sandbox holds a payment for the attempt: the shopper paid in its form, or, on a fresh
 * path, the attempt is settling, which only a cancel the server refused because the sandbox
 * was paid meanwhile leads to (CANCEL_PAID; a resumed path settles the payment it started with).
 */
const sandboxTookIt = (state: SnapshotFrom<typeof checkoutModel>) =>
  state.context.paid ||
  (!state.context.resumed &&
    (state.matches({ placement: 'settling' }) || state.matches({ placement: 'settleFailed' })));

export const checkoutUi = uiPaths(
  checkoutModel,
  { events: models.checkout.events, inputs: models.checkout.inputs, allow, covering },
  {
    'checkout.placement.settling —xstate.done.actor.getPayment#0 [isPaidAtProvider]→ checkout.placement.confirming':
      'a reload after paying asks the provider, and the sandbox answers paid (or refunded) for a ' +
      "payment it took, never pending: pending with a payment in hand is Razorpay's, before its " +
      'capture reaches the server (decision 0014)',
  },
);
