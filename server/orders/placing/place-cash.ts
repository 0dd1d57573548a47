import type { AppContext } from '#server/context/context';
import { payableOrThrow, priceCheckout } from './checkout-price';
import { createOrder } from './create-order';
import { releaseExpired, releaseUnpaid } from '../payments/holds';
import type { PlacedAnswer } from '../order-view';
import type { Placement } from './placement';
import { takeTurn } from './shopper-lock';

/**
 * A cash order, in one transaction, in the shopper's turn (shopper-lock.ts): a duplicate
 * sent at the same time waits for the first, then answers what it stored (the same
 * Idempotency-Key) or is refused naming the order it made (another key, or none).
 */
export async function placeCash(
  ctx: AppContext,
  { user, body, key, requestHash, arrived, log }: Placement,
): Promise<PlacedAnswer> {
  await releaseExpired(ctx, log);
  // One cart, one hold: an online attempt of theirs nobody paid (the page reloaded before
  // step 1 answered, a tab closed mid-payment) must not refuse them their own units.
  await releaseUnpaid(ctx, user, arrived.hold, log);
  return ctx.db.transaction(async (tx) => {
    const earlier = await takeTurn(tx, user, arrived, { key, requestHash });
    if (earlier) return earlier;
    const checkout = await priceCheckout(ctx, tx, user, body);
    payableOrThrow(checkout, body);
    return createOrder(ctx, tx, {
      ...checkout,
      userId: user,
      paymentMode: 'C',
      paymentId: '',
      providerOrderId: null,
      idempotencyKey: key,
      requestHash,
      stockHeld: false,
    });
  });
}
