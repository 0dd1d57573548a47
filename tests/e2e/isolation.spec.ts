import { test, expect } from './support/fixtures';
import { loginAsDemoUser } from './support/login';

/**
 * The worker reuses one browser context (playwright.config.ts: reuseContext). The second test
 * runs right after the first in the same worker and tab, and sees nothing the first one left:
 * no sign-in, storage, cookie, route, clock or permission.
 */
test.describe.configure({ mode: 'serial' });

test('a test leaves a signed-in tab with a route, a fake clock, storage and a permission behind', {
  tag: '@desktop',
}, async ({ page, context, consoleErrors }) => {
  // The app may fetch the page's text again (on focus) and meet the route's 500.
  consoleErrors.allow(/status of 500|left behind/);
  await loginAsDemoUser(page, '/aboutus');
  await page.route('**/api/v1/about', (route) => route.fulfill({ status: 500, json: { message: 'left behind' } }));
  await context.addCookies([{ name: 'left', value: 'behind', url: page.url() }]);
  await context.grantPermissions(['clipboard-read']);
  await page.clock.install({ time: new Date('2001-01-01T00:00:00Z') });
  await page.evaluate(() => sessionStorage.setItem('left', 'behind'));
  expect(await page.evaluate(() => localStorage.getItem('j_keys'))).not.toBeNull();
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(2001);
});

test('the next test in the same tab starts clean', { tag: '@desktop' }, async ({ page, context }) => {
  expect(page.url()).toBe('about:blank');
  await page.goto('/aboutus');
  // The route is gone: the page loads.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  expect(
    await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      year: new Date().getFullYear(),
    })),
  ).toEqual({
    local: 0,
    session: 0,
    year: new Date().getFullYear(),
  });
  expect(await context.cookies()).toEqual([]);
  expect(
    await page.evaluate(
      async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    ),
  ).not.toBe('granted');
});
