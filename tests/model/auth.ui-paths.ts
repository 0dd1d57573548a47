/**
 * The auth model's paths as the login and sign-up pages replay them in Chromium
 * (tests/e2e/model-auth.spec.ts): one per model transition, and the covering ones. Pure:
 * the same in vitest, which replays them on the real machine for the coverage line, and
 * in Playwright.
 *
 * Left out of the traversal: LOGGED_IN from another tab (the login's own LOGGED_IN takes
 * the same transition), leaving the page mid-request, and server refusals other than a
 * lost connection (those need other input, so auth.spec.ts types it; the machine-level
 * paths cover every placement). A stored token at start is only logged out (on the
 * profile page): a logout after a login takes the same transition.
 */
import { authModel, type AuthModelEvent } from './auth.model';
import { uiPaths } from './paths';
import { covering } from './auth.covering.gen';

export const authUi = uiPaths(authModel, {
  covering,
  events: [{ type: 'SERVER_FAIL', slot: 'network' }] as AuthModelEvent[],
  inputs: [{ hasToken: false }, { hasToken: true }],
  perTransition: true,
  allow: (state, event) => {
    if (state.context.startedWithToken) return event.type === 'LOGOUT' && state.matches({ session: 'loggedIn' });
    if (event.type === 'LOGGED_IN' || event.type === 'LOGOUT') return false;
    const busy =
      state.matches({ form: 'redirecting' }) ||
      state.matches({ form: { login: 'submitting' } }) ||
      state.matches({ form: { signup: 'submitting' } });
    return !(busy && (event.type === 'SHOW_LOGIN' || event.type === 'SHOW_SIGNUP'));
  },
});
