/**
 * A forgotten password, end to end in Chromium against the real server, with the screens' own refusals on the way: a
 * screen opened out of turn, the rules of §5, a wrong code. The email on /forgetpassword, the code read from the mail
 * the shop's real SMTP server received, the new password on /newpassword, then /login says so and the new password
 * logs in. /login's link here is auth.spec's; each step's sending and failures are the model's replays
 * (model-passwordReset.spec.ts).
 */
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { accountForm, freshIdentity } from './support/account';
import { mailsTo, resetCode } from './support/mail';

/** A shopper of the test's own, signed up through the API. */
async function shopper(request: import('@playwright/test').APIRequestContext) {
  const { email, mobile } = freshIdentity();
  const response = await request.post('api/v1/user', {
    data: { var_email: email, var_password: 'Shopper@123', var_mobile_no: mobile, var_name: 'Asha', last_name: 'Rao' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The screen's own heading: the URL changes first, and typing before the form shows lands in the old one. */
const onScreen = (page: import('@playwright/test').Page, title: string) =>
  expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

const reset = (page: import('@playwright/test').Page) => ({
  email: page.getByLabel('Email', { exact: true }),
  code: page.getByLabel('Confirmation code', { exact: true }),
  password: page.getByLabel('New Password', { exact: true }),
  confirm: page.getByLabel('Confirm Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Submit' }),
});

test('a reset from a screen opened out of turn: the rules of §5, a wrong code said wrong, then the new password logs in', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The wrong code's 400, which the browser reports as a failed load.
  consoleErrors.allow(/status of 400/);
  await page.goto('/confirmpassword');
  await expect(page.getByText('A reset starts with your email')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a code' }).click();
  await expect(page).toHaveURL(/\/forgetpassword$/);
  await onScreen(page, 'Forgot Password');

  const form = reset(page);
  await form.submit.click();
  await expect(form.email).toHaveAccessibleDescription('Email is required field');
  await expect(form.email).toBeFocused();
  const email = await shopper(request);
  await form.email.fill(email);
  await form.submit.click();

  await expect(page).toHaveURL(/\/confirmpassword$/);
  await onScreen(page, 'Enter confirmation code');
  await expect(page.getByRole('status')).toContainText('a 6-digit code is on its way');
  await expectNoA11yViolations(page);
  await form.submit.click();
  await expect(form.code).toHaveAccessibleDescription('Code is required');
  const code = await resetCode(request, email);
  await form.code.fill(code === '000000' ? '000001' : '000000');
  await form.submit.click();
  await expect(page.getByRole('alert')).toHaveText('This code is not right. Check the mail we sent and try again.');
  await form.code.fill(code);
  await form.submit.click();

  await expect(page).toHaveURL(/\/newpassword$/);
  await onScreen(page, 'Set a new password');
  await form.password.fill('Fresh#Start9');
  await form.confirm.fill('Other#Start9');
  await form.submit.click();
  await expect(form.confirm).toHaveAccessibleDescription('*Confirm Password is not matching with new passowrd');
  await expectNoA11yViolations(page);
  await form.confirm.fill('Fresh#Start9');
  await form.submit.click();

  await expect(page).toHaveURL(/\/login$/);
  await onScreen(page, 'Login');
  await expect(page.getByRole('status')).toHaveText('Your password is changed. Log in with your new password.');
  const login = accountForm(page);
  await login.email.fill(email);
  await login.password.fill('Fresh#Start9');
  await login.submit.click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  // One code was asked for, and the wrong one tried: one mail.
  expect((await mailsTo(request, email)).map((mail) => mail.subject)).toEqual(['Your Statefront password reset code']);
});
