import { test as base, expect } from '@playwright/test';

/**
 * `test` with a console guard: any console.error or uncaught page error fails the
 * test unless the test declares it expected: `consoleErrors.allow(/pattern/)`.
 */
interface Fixtures {
  consoleErrors: { allow: (pattern: RegExp) => void };
}

export const test = base.extend<Fixtures>({
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
