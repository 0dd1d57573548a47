/**
 * The auth model's shortest paths replayed in Chromium against the real server.
 * What the browser cannot do is left out of the traversal: LOGGED_IN (another tab),
 * LOGOUT (tests/e2e/auth.spec.ts covers it), leaving the page mid-request, and server
 * refusals other than a lost connection (those need other input, so auth.spec.ts types
 * it; the machine-level paths cover every placement).
 */
import type { Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { authModel, type AuthModelEvent } from '../model/auth.model';
import { describePath, shortestPaths } from '../model/paths';
import { test, expect } from './support/fixtures';
import { accountForm, freshIdentity, readToken } from './support/account';
import { holdPosts } from './support/heldRequests';
import { demoUser } from './support/login';

type ModelState = SnapshotFrom<typeof authModel>;

const paths = shortestPaths(authModel, {
  events: [{ type: 'SERVER_FAIL', slot: 'network' }] as AuthModelEvent[],
  input: { hasToken: false },
  perTransition: true,
  allow: (state, event) => {
    if (event.type === 'LOGGED_IN' || event.type === 'LOGOUT') return false;
    const busy = state.matches({ form: 'redirecting' }) || state.matches({ form: { login: 'submitting' } }) || state.matches({ form: { signup: 'submitting' } });
    return !(busy && (event.type === 'SHOW_LOGIN' || event.type === 'SHOW_SIGNUP'));
  },
});

/** Which form the model has open; none while redirecting. */
const modeOf = (state: ModelState) =>
  state.matches({ form: 'signup' }) ? 'signup' : state.matches({ form: 'login' }) ? 'login' : undefined;

async function expectScreen(page: Page, state: ModelState) {
  const form = accountForm(page);
  await expect.poll(async () => Boolean(await readToken(page)), { message: 'logged in means a stored token' }).toBe(
    state.matches({ session: 'loggedIn' }),
  );
  if (state.matches({ form: 'redirecting' })) {
    await expect(page.getByRole('status').filter({ hasText: /Logged in|Account created/ })).toBeVisible();
    return;
  }
  if (!page.url().match(/\/(login|signup)$/)) return; // after the redirect the form is off screen
  if (state.matches({ form: { login: 'submitting' } }) || state.matches({ form: { signup: 'submitting' } })) {
    await expect(form.submit.or(page.getByRole('button', { name: 'Sending…' }))).toBeDisabled();
    return;
  }
  await expect(form.submit).toBeEnabled();
  const invalid = page.locator('input[aria-invalid="true"]');
  if (state.context.valid) await expect(invalid).toHaveCount(0);
  else if (state.context.errorsRevealed) await expect(invalid).not.toHaveCount(0);
}

for (const path of paths) {
  test(`auth path: ${describePath(path)}`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    const server = await holdPosts(page, ['login', 'user']);
    const form = accountForm(page);
    await page.goto('/login');
    let mode: 'login' | 'signup' = 'login';
    const onForm = async () => {
      if (!page.url().endsWith(`/${mode}`)) await page.goto(`/${mode}`);
    };
    for (const step of path.steps) {
      const event = step.event;
      switch (event.type) {
        case 'SHOW_LOGIN':
        case 'SHOW_SIGNUP':
          mode = event.type === 'SHOW_LOGIN' ? 'login' : 'signup';
          await page.goto(`/${mode}`);
          break;
        case 'FILL_VALID': {
          await onForm();
          if (mode === 'login') {
            await form.email.fill(demoUser.email);
            await form.password.fill(demoUser.password);
          } else {
            const me = freshIdentity();
            await form.email.fill(me.email);
            await form.firstName.fill('Asha');
            await form.mobile.fill(me.mobile);
            await form.password.fill('Shopper@123');
            await form.confirmPassword.fill('Shopper@123');
          }
          await form.email.focus();
          await form.email.blur();
          break;
        }
        case 'FILL_INVALID':
          await onForm();
          await form.password.fill('');
          break;
        case 'SUBMIT':
          await onForm();
          await form.submit.click();
          break;
        case 'SERVER_OK':
          await server.pass();
          break;
        case 'SERVER_FAIL':
          await server.cut();
          await expect(form.alert).toHaveText('Could not reach the shop. Check your connection and try again.');
          break;
        case 'WAIT_1S':
          await expect(page).toHaveURL(/\/$/, { timeout: 4000 });
          mode = 'login';
          break;
      }
      // the driver's own bookkeeping must agree with the model
      const modelMode = modeOf(step.state);
      if (modelMode) expect(modelMode).toBe(mode);
      await expectScreen(page, step.state);
    }
  });
}
