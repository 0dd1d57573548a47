import type { Page, Route } from '@playwright/test';

/**
 * Holds the page's calls to the given API paths (POSTs unless other methods are named)
 * until the test answers them: `pass()` lets the real server answer, `cut()` fails it as
 * a lost connection would. This is how a model's SERVER_OK / SERVER_FAIL(network) become
 * real events in the browser.
 */
export function holdPosts(page: Page, paths: string[], methods: readonly string[] = ['POST']) {
  return holdCalls(page, methods, (pathname) => paths.some((p) => pathname.endsWith(`/api/v1/${p}`)));
}

/** As `holdPosts`, for any method(s) and any API path `matches` accepts (`/api/v1/address/12`, say). */
export async function holdCalls(
  page: Page,
  methods: string | readonly string[],
  matches: (pathname: string) => boolean,
) {
  const allowed = typeof methods === 'string' ? [methods] : methods;
  const held: Route[] = [];
  const waiters: ((route: Route) => void)[] = [];
  await page.route(
    (url) => matches(url.pathname),
    async (route) => {
      if (!allowed.includes(route.request().method())) return route.fallback();
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
