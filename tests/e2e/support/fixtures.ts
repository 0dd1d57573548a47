import { test as base, expect, type Response } from '@playwright/test';

/**
 * `test` with a console guard: any console.error or uncaught page error fails the
 * test unless the test declares it expected: `consoleErrors.allow(/pattern/)`. Its
 * `page` navigates to the live app (see `page` below).
 */
interface Fixtures {
  consoleErrors: { allow: (pattern: RegExp) => void };
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, provide) => {
    // Home, listings and product pages arrive drawn by the server and inert until the app
    // renders over them (decision 0018). A test acts on the live app, not on that picture:
    // a navigation returns once the app has taken over (at once where nothing was drawn).
    for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
          return response;
        },
      });
    }
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      const isAllowed = (text: string) => allowed.some((re) => re.test(text));
      page.on('console', (message) => {
        if (message.type() === 'error' && !isAllowed(message.text())) problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (!isAllowed(error.message)) problems.push(`pageerror: ${error.message}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
