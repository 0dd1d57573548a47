/**
 * The auth replay's driver: one auth model path (a generated one from tests/model/auth.ui-paths.ts,
 * which says what the browser leaves out, or one of a tester's own from `pathFrom`), replayed in
 * Chromium against the real server, from a page with no token or with one stored. The page's
 * clock is the test's: the redirect after a login happens when the path's WAIT_1S says.
 * model-auth.spec.ts replays the generated paths through it.
 */
import type { Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { texts } from '#rules/texts';
import { durations } from '#rules/durations';
import { authModel } from '../model/auth.model';
import type { ReplayPath } from '../model/paths';
import { expect } from './support/fixtures';
import { accountForm, freshIdentity, readToken } from './support/account';
import { signUpFreshUser } from './support/api';
import { holdPosts } from './support/heldRequests';
import { demoUser, signInWithToken } from './support/login';
import type { ReplayFixtures } from './support/replay';

type ModelState = SnapshotFrom<typeof authModel>;

/** Which form the model has open; none while redirecting. */
const modeOf = (state: ModelState) =>
  state.matches({ form: 'signup' }) ? 'signup' : state.matches({ form: 'login' }) ? 'login' : undefined;

/**
 * `where` is the driver's own account of the page: on a form, or home after the
 * post-login redirect. The URL must agree, and each place has its own checks.
 */
async function expectScreen(page: Page, state: ModelState, where: 'form' | 'home') {
  const form = accountForm(page);
  await expect
    .poll(async () => Boolean(await readToken(page)), { message: 'logged in means a stored token' })
    .toBe(state.matches({ session: 'loggedIn' }));
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

/** The widths a auth replay runs at: the default ones. */
export const replayTags: string[] = [];

/** Replays one auth model path, checking the screen after every step. */
export async function replayPath(
  { page, request, consoleErrors }: ReplayFixtures,
  { input, path }: ReplayPath<typeof authModel>,
) {
  const { hasToken } = input as { hasToken: boolean };
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.clock.install();
  if (hasToken) await signInWithToken(page, await signUpFreshUser(request), '/login');
  else await page.goto('/login');
  // The form first: React reveals a screen that loads on first use on a timer, which a
  // paused clock would hold for ever. From here the page's time moves only when the path waits.
  await expect(accountForm(page).submit).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  const server = await holdPosts(page, ['login', 'user']);
  const form = accountForm(page);
  let mode: 'login' | 'signup' = 'login';
  let where: 'form' | 'home' = 'form';
  /** The in-app link from one form to the other, clicked: no reload, the app's own transition. */
  const follow = async (to: 'login' | 'signup') => {
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    const link =
      to === 'signup'
        ? page.getByRole('link', { name: 'Register Now' })
        : page.getByRole('link', { name: 'Login', exact: true });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${to}$`));
    // The URL changes first; wait for the new form itself, or typing lands in the old one.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(to === 'signup' ? 'Create your account' : 'Login');
    await expect(form.firstName).toHaveCount(to === 'signup' ? 1 : 0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no reload').toBe(
      true,
    );
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
  await expectScreen(page, path.steps[0]!.state, where);
  for (const step of path.steps.slice(1)) {
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
        await page.clock.runFor(durations.redirectAfterLogin);
        await expect(page).toHaveURL(/\/$/);
        mode = 'login';
        where = 'home';
        break;
      case 'LOGOUT':
        // The account page's Logout (the forms have no header), typed as an address.
        await page.goto('/profile');
        await page.getByRole('button', { name: texts.logout, exact: true }).click();
        await expect(page).toHaveURL(/\/login$/);
        mode = 'login';
        where = 'form';
        break;
      default:
        throw new Error(`no UI step for ${event.type}`);
    }
    // the driver's own bookkeeping must agree with the model
    const modelMode = modeOf(step.state);
    if (modelMode) expect(modelMode).toBe(mode);
    await expectScreen(page, step.state, where);
  }
}
