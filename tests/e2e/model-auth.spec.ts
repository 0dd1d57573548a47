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

/**
 * `where` is the driver's own account of the page: on a form, or home after the
 * post-login redirect. The URL must agree, and each place has its own checks.
 */
async function expectScreen(page: Page, state: ModelState, where: 'form' | 'home') {
  const form = accountForm(page);
  await expect.poll(async () => Boolean(await readToken(page)), { message: 'logged in means a stored token' }).toBe(
    state.matches({ session: 'loggedIn' }),
  );
  if (state.matches({ form: 'redirecting' })) {
    await expect(page.getByRole('status').filter({ hasText: /Logged in|Account created/ })).toBeVisible();
    return;
  }
  if (where === 'home') {
    // After the redirect the forms are off screen: the home page, signed in.
    await expect(page).toHaveURL(/\/$/);
    await expect(form.submit).toHaveCount(0);
    return;
  }
  await expect(page).toHaveURL(/\/(login|signup)$/);
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
    let where: 'form' | 'home' = 'form';
    /** The in-app link from one form to the other, clicked: no reload, the app's own transition. */
    const follow = async (to: 'login' | 'signup') => {
      await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
      const link = to === 'signup' ? page.getByRole('link', { name: 'Register Now' }) : page.getByRole('link', { name: 'Login', exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${to}$`));
      // The URL changes first; wait for the new form itself, or typing lands in the old one.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(to === 'signup' ? 'Create your account' : 'Login');
      await expect(form.firstName).toHaveCount(to === 'signup' ? 1 : 0);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no reload').toBe(true);
    };
    /**
     * Back on a form after the redirect home. Signed in, the home page has no link to
     * the account forms (the profile icon goes to /profile), so the address is typed.
     */
    const onForm = async () => {
      if (where === 'home') {
        await page.goto(`/${mode}`);
        where = 'form';
      }
    };
    for (const step of path.steps) {
      const event = step.event;
      switch (event.type) {
        case 'SHOW_LOGIN':
        case 'SHOW_SIGNUP': {
          const to = event.type === 'SHOW_LOGIN' ? 'login' : 'signup';
          if (where === 'home') {
            mode = to;
            await onForm();
          } else {
            // Showing the form already open: there is no link to itself, so over the other one and back.
            if (mode === to) await follow(to === 'login' ? 'signup' : 'login');
            await follow(to);
            mode = to;
          }
          break;
        }
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
          where = 'home';
          break;
      }
      // the driver's own bookkeeping must agree with the model
      const modelMode = modeOf(step.state);
      if (modelMode) expect(modelMode).toBe(mode);
      await expectScreen(page, step.state, where);
    }
  });
}
