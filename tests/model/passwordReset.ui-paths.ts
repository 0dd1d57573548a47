/**
 * The password reset model's paths as the three screens replay them in Chromium
 * (tests/e2e/model-passwordReset.spec.ts): one per model transition, and the covering ones.
 * Pure: the same in vitest, which replays them on the real machine for the coverage line,
 * and in Playwright.
 *
 * Left out: opening /forgetpassword while a call is on its way (the page would leave the
 * call unanswered; the machine-level paths take that transition), and refusals other than
 * a lost connection (a wrong or spent code: account-reset.test.ts and the reset spec).
 */
import { passwordResetModel } from './passwordReset.model';
import { uiPaths } from './paths';
import { covering } from './passwordReset.covering.gen';

export const passwordResetUi = uiPaths(passwordResetModel, {
  covering,
  perTransition: true,
  allow: (state, event) =>
    !(
      event.type === 'START' &&
      (state.matches({ email: 'sending' }) ||
        state.matches({ code: 'sending' }) ||
        state.matches({ password: 'sending' }))
    ),
});
