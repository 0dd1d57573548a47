import type { Page } from '@playwright/test';

let counter = 0;

/** A never-used email and mobile, so sign-ups from parallel workers never collide. */
export function freshIdentity() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const digits = `${Date.now()}${process.pid}${counter}`.replace(/\D/g, '');
  return { email: `ui-${stamp}@example.com`, mobile: `7${digits.slice(-9)}` };
}

/** The account forms' inputs, by their visible labels. */
export function accountForm(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    firstName: page.getByLabel('First name', { exact: true }),
    lastName: page.getByLabel('Last name (optional)', { exact: true }),
    mobile: page.getByLabel('Mobile Number', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    confirmPassword: page.getByLabel('Confirm Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Submit' }),
    alert: page.getByRole('alert'),
  };
}

export const readToken = (page: Page) => page.evaluate(() => localStorage.getItem('j_keys'));
