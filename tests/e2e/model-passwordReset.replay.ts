/**
 * The password reset replay's driver: one model path (a generated one from
 * tests/model/passwordReset.ui-paths.ts, or one of a tester's own from `pathFrom`), replayed
 * in Chromium against the real server, for a shopper of its own: each model event is a user
 * action or a network outcome, a valid code is the one the mail carried (read from the e2e
 * server's mail server), and after each step the screen must show what the model's state
 * means. model-passwordReset.spec.ts replays the generated paths through it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { passwordResetModel } from '../model/passwordReset.model';
import type { ReplayPath } from '../model/paths';
import { expect } from './support/fixtures';
import { freshIdentity } from './support/account';
import { holdPosts } from './support/heldRequests';
import { resetCode } from './support/mail';
import type { ReplayFixtures } from './support/replay';

type ModelState = SnapshotFrom<typeof passwordResetModel>;
type Screen = 'email' | 'code' | 'password';

const urls: Record<Screen, RegExp> = {
  email: /\/forgetpassword$/,
  code: /\/confirmpassword$/,
  password: /\/newpassword$/,
};
/** Each screen's heading: the URL changes first, and typing before the form shows lands in the old one. */
const titles: Record<Screen, string> = {
  email: 'Forgot Password',
  code: 'Enter confirmation code',
  password: 'Set a new password',
};

const screenOf = (state: ModelState): Screen => Object.keys(state.value as object)[0] as Screen;

function fields(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    code: page.getByLabel('Confirmation code', { exact: true }),
    password: page.getByLabel('New Password', { exact: true }),
    confirm: page.getByLabel('Confirm Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Submit' }),
    sending: page.getByRole('button', { name: 'Sending…' }),
  };
}

async function expectScreen(page: Page, state: ModelState, done: boolean) {
  const f = fields(page);
  if (done) {
    // The reset went through: /login says so.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
    await expect(page.getByRole('status')).toHaveText('Your password is changed. Log in with your new password.');
    return;
  }
  await expect(page).toHaveURL(urls[screenOf(state)]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[screenOf(state)]);
  if (
    state.matches({ email: 'sending' }) ||
    state.matches({ code: 'sending' }) ||
    state.matches({ password: 'sending' })
  ) {
    await expect(f.sending).toBeDisabled();
    return;
  }
  await expect(f.submit).toBeEnabled();
  const invalid = page.locator('input[aria-invalid="true"]');
  if (state.context.valid) await expect(invalid).toHaveCount(0);
  else if (state.context.errorsRevealed) await expect(invalid).not.toHaveCount(0);
}

/** A shopper of the path's own. */
async function shopper(request: APIRequestContext): Promise<string> {
  const { email, mobile } = freshIdentity();
  const response = await request.post('api/v1/user', {
    data: { var_email: email, var_password: 'Shopper@123', var_mobile_no: mobile, var_name: 'Asha' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The widths a reset replay runs at: the default ones. */
export const replayTags: string[] = [];

/** Replays one password reset model path from /forgetpassword, checking the screen after every step. */
export async function replayPath(
  { page, request, consoleErrors }: ReplayFixtures,
  { path }: ReplayPath<typeof passwordResetModel>,
) {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  const email = await shopper(request);
  await page.goto('/forgetpassword');
  await expect(fields(page).submit).toBeVisible();
  const server = await holdPosts(page, ['password-reset', 'password-reset/code', 'password-reset/password']);
  const f = fields(page);
  // Codes the mail server received: a path that asks again reads the newest.
  let codesAsked = 0;
  let done = false;
  /** Back on the reset after it went through: /login's link, which starts it as it stands (empty). */
  const onReset = async () => {
    if (!done) return;
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.email);
    done = false;
  };
  await expectScreen(page, path.steps[0]!.state, done);
  for (const [index, step] of path.steps.slice(1).entries()) {
    const before = path.steps[index]!.state;
    const event = step.event;
    switch (event.type) {
      case 'START':
        // The link every later screen offers; from /login after a reset, the one there.
        await page.getByRole('link', { name: done ? 'Forgot Password' : 'Ask for a new code' }).click();
        done = false;
        break;
      case 'FILL_VALID':
        await onReset();
        if (screenOf(before) === 'email') await f.email.fill(email);
        else if (screenOf(before) === 'code') await f.code.fill(await resetCode(request, email, codesAsked));
        else {
          await f.password.fill(`Fresh#Start${codesAsked}`);
          await f.confirm.fill(`Fresh#Start${codesAsked}`);
        }
        break;
      case 'FILL_INVALID':
        await onReset();
        if (screenOf(before) === 'email') await f.email.fill('asha@example');
        else if (screenOf(before) === 'code') await f.code.fill('04a9');
        else await f.password.fill('weak');
        break;
      case 'SUBMIT':
        await onReset();
        await f.submit.click();
        break;
      case 'SERVER_OK':
        await server.pass();
        if (screenOf(before) === 'email') codesAsked += 1;
        if (screenOf(before) === 'password') done = true;
        break;
      case 'SERVER_FAIL':
        await server.cut();
        await expect(page.getByRole('alert')).toHaveText(
          'Could not reach the shop. Check your connection and try again.',
        );
        break;
      default:
        throw new Error(`no UI step for ${(event as { type: string }).type}`);
    }
    await expectScreen(page, step.state, done);
  }
}
