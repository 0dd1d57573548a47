import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { accountForm, freshIdentity, readToken } from './support/account';
import { apiAs, demoUser, loginAsDemoUser } from './support/login';
import { durations } from '#rules/durations';

const strongPassword = 'Shopper@123';
const loggedIn = (page: Page) => page.getByRole('status').filter({ hasText: 'Logged in' });

test.describe('login', () => {
  test('shows without the shared layout, with its links and inert social buttons', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByPlaceholder('search')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgetpassword');
    for (const name of ['Google', 'Facebook']) {
      await expect(page.getByRole('button', { name })).toBeDisabled();
    }
    await expectNoA11yViolations(page);
  });

  test('an empty submit shows both required messages, focuses email, sends nothing', async ({ page }) => {
    let sent = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/v1/login') && sent++));
    await page.goto('/login');
    const form = accountForm(page);
    await form.submit.click();
    await expect(form.email).toHaveAccessibleDescription('Email is required field');
    await expect(form.password).toHaveAccessibleDescription('Password is required field');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toBeFocused();
    expect(sent).toBe(0);
    await expectNoA11yViolations(page);
  });

  test('an error shows once the field is left, not before', async ({ page }) => {
    await page.goto('/login');
    const form = accountForm(page);
    await form.email.fill('someone@example.com');
    await form.email.fill('');
    await expect(page.getByText('Email is required field')).toHaveCount(0);
    await form.email.blur();
    await expect(form.email).toHaveAccessibleDescription('Email is required field');
  });

  test('a wrong password shows the server message in the form area and keeps the values', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await page.goto('/login');
    const form = accountForm(page);
    await form.email.fill(demoUser.email);
    await form.password.fill('Wrong@1234');
    await form.submit.click();
    await expect(form.alert).toHaveText('Invalid email or password');
    await expect(form.email).toHaveValue(demoUser.email);
    await expect(form.password).toHaveValue('Wrong@1234');
    expect(await readToken(page)).toBeNull();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const form = accountForm(page);
    await form.password.fill('Secret#1');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(form.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(form.password).toHaveAttribute('type', 'password');
  });

  test('a network failure says so and a second submit retries', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    await page.clock.install();
    await page.goto('/login');
    const form = accountForm(page);
    await form.email.fill(demoUser.email);
    await form.password.fill(demoUser.password);
    await page.route('**/api/v1/login', (route) => route.abort('internetdisconnected'));
    await form.submit.click();
    await expect(form.alert).toHaveText('Could not reach the shop. Check your connection and try again.');
    await page.unroute('**/api/v1/login');
    await form.submit.click();
    await expect(loggedIn(page)).toBeVisible();
    await page.clock.fastForward(durations.redirectAfterLogin);
    await expect(page).toHaveURL(/\/$/);
  });

  test('success saves the token in j_keys and opens the shop after 1 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    const form = accountForm(page);
    await form.email.fill(demoUser.email);
    await form.password.fill(demoUser.password);
    // The page's time stands still from before the answer lands, so the second starts at a known instant.
    await page.clock.pauseAt(Date.now() + 1000);
    await form.submit.click();
    await expect(loggedIn(page)).toBeVisible();
    expect(await readToken(page)).toBeTruthy();
    await page.clock.runFor(durations.redirectAfterLogin - 1);
    await expect(page).toHaveURL(/\/login$/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('sign-up', () => {
  test('shows each message of product §5 exactly', async ({ page }) => {
    await page.goto('/signup');
    const form = accountForm(page);
    await form.submit.click();
    await expect(form.email).toHaveAccessibleDescription('Email is required field');
    await expect(form.firstName).toHaveAccessibleDescription('First name is required field');
    await expect(form.mobile).toHaveAccessibleDescription('Mobile Number is required field');
    await expect(form.password).toHaveAccessibleDescription('Password is required field');
    await expect(form.confirmPassword).toHaveAccessibleDescription('*Confirm Password is required field');
    await expect(form.lastName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toBeFocused();

    await form.email.fill('asha@shop');
    await expect(form.email).toHaveAccessibleDescription('Enter valid email address');
    await form.mobile.fill('98765');
    await expect(form.mobile).toHaveAccessibleDescription('Enter valid Mobile Number');
    await form.password.fill('weakpass');
    await expect(form.password).toHaveAccessibleDescription(/^\*Your password must contains at least 8 digit/);
    await form.password.fill(strongPassword);
    await form.confirmPassword.fill('Shopper@124');
    await expect(form.confirmPassword).toHaveAccessibleDescription(
      '*Confirm Password is not matching with new passowrd',
    );
    await expectNoA11yViolations(page);
  });

  test('a taken email goes under the email field, a taken mobile under the mobile field', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 409/);
    const taken = freshIdentity();
    const created = await page.request.post('api/v1/user', {
      data: { var_email: taken.email, var_password: strongPassword, var_mobile_no: taken.mobile, var_name: 'Taken' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/signup');
    const form = accountForm(page);
    const other = freshIdentity();
    await form.email.fill(taken.email);
    await form.firstName.fill('Asha');
    await form.mobile.fill(other.mobile);
    await form.password.fill(strongPassword);
    await form.confirmPassword.fill(strongPassword);
    await form.submit.click();
    await expect(form.email).toHaveAccessibleDescription(/email is already registered/i);

    await form.email.fill(other.email);
    await form.mobile.fill(taken.mobile);
    await form.submit.click();
    await expect(form.mobile).toHaveAccessibleDescription(/mobile number is already registered/i);
    await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
    expect(await readToken(page)).toBeNull();
  });

  test('success saves the token and opens the shop', async ({ page }) => {
    await page.clock.install();
    await page.goto('/signup');
    const form = accountForm(page);
    const me = freshIdentity();
    await form.email.fill(me.email);
    await form.firstName.fill('Asha');
    await form.lastName.fill('Rao');
    await form.mobile.fill(me.mobile);
    await form.password.fill(strongPassword);
    await form.confirmPassword.fill(strongPassword);
    await form.submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Account created' })).toBeVisible();
    expect(await readToken(page)).toBeTruthy();
    await page.clock.fastForward(durations.redirectAfterLogin);
    await expect(page).toHaveURL(/\/$/);
  });
});

test('logout ends the session on the server (the token it held is refused afterwards) and clears local storage', async ({
  page,
}) => {
  const token = await loginAsDemoUser(page, '/profile');
  expect((await apiAs(page, token, 'GET', 'user')).status()).toBe(200);
  await page.evaluate(() => localStorage.setItem('other-entry', 'x'));
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expect.poll(async () => (await apiAs(page, token, 'GET', 'user')).status()).toBe(401);
  await page.goto('/profile');
  await expect(page, 'the guard sends a logged-out visitor to /login').toHaveURL(/\/login$/);
});

test('logout still clears local state when the server cannot be reached', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  await loginAsDemoUser(page, '/profile');
  let revokeTried = false;
  await page.route('**/api/v1/session', (route) => {
    revokeTried = true;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(revokeTried).toBe(true);
});
