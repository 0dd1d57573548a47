import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const demoUser = { email: 'shopper@example.com', password: 'Shopper@123' } as const;
export const TOKEN_KEY = 'j_keys';

/** The demo user's token, from a login through the real API (no page loaded). */
export async function demoUserToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('api/v1/login', {
    data: { var_email: demoUser.email, var_password: demoUser.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * Logs the demo user in through the real API and stores the token where the app
 * looks for it (localStorage 'j_keys'), then reloads so the app starts logged in.
 * Leaves the page on `path`.
 */
export async function loginAsDemoUser(page: Page, path = '/'): Promise<string> {
  const token = await demoUserToken(page.request);
  await signInWithToken(page, token, path);
  return token;
}

/** Stores a token as the app does after login and (re)loads `path` with it. */
export async function signInWithToken(page: Page, token: string, path = '/'): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  } else {
    await signInOnFirstLoad(page, token);
  }
  await page.goto(path);
}

/**
 * Signs a fresh page in on its first load: the token is stored before the app's first
 * script runs, so one load does (not a load of '/' to reach the origin's storage first).
 * Once per tab and token, so a logout followed by a reload stays logged out.
 */
export async function signInOnFirstLoad(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        if (sessionStorage.getItem('e2e-signed-in') === value) return;
        sessionStorage.setItem('e2e-signed-in', value);
        localStorage.setItem(key, value);
      } catch {
        // A frame with no storage of its own (about:blank) has nothing to sign in.
      }
    },
    [TOKEN_KEY, token] as const,
  );
}

/** A fresh API call with the token, for arranging server state (e.g. filling the cart). */
export async function apiAs(
  page: Page,
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const response = await page.request.fetch(`api/v1/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return response;
}
