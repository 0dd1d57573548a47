import type { Page, Route } from '@playwright/test';

/**
 * Holds the page's POSTs to the given API paths until the test answers them: `pass()`
 * lets the real server answer, `cut()` fails it as a lost connection would. This is how
 * a model's SERVER_OK / SERVER_FAIL(network) become real events in the browser.
 */
export function holdPosts(page: Page, paths: string[]) {
  return holdCalls(page, 'POST', (pathname) => paths.some((p) => pathname.endsWith(`/api/v1/${p}`)));
}

/** As `holdPosts`, for any method and any API path `matches` accepts (`/api/v1/address/12`, say). */
export async function holdCalls(page: Page, method: string, matches: (pathname: string) => boolean) {
  const held: Route[] = [];
  const waiters: ((route: Route) => void)[] = [];
  await page.route(
    (url) => matches(url.pathname),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
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
