import type { Page, Route } from '@playwright/test';

/**
 * Holds the page's POSTs to the given API paths until the test answers them: `pass()`
 * lets the real server answer, `cut()` fails it as a lost connection would. This is how
 * a model's SERVER_OK / SERVER_FAIL(network) become real events in the browser.
 */
export async function holdPosts(page: Page, paths: string[]) {
  const held: Route[] = [];
  const waiters: ((route: Route) => void)[] = [];
  await page.route(
    (url) => paths.some((p) => url.pathname.endsWith(`/api/v1/${p}`)),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const waiter = waiters.shift();
      if (waiter) waiter(route);
      else held.push(route);
    },
  );
  const next = () =>
    held.length ? Promise.resolve(held.shift()!) : new Promise<Route>((resolve) => waiters.push(resolve));
  return {
    pass: async () => (await next()).continue(),
    cut: async () => (await next()).abort('internetdisconnected'),
  };
}
