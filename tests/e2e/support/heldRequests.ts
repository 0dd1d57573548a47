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

/**
 * The page's first `method` call to the API path `pathname`, answered by the real server at once but handed to the
 * page only on `release()`: a read that began before a change and ends after it. `answered` resolves once the server
 * has answered it. Later calls pass.
 */
export async function holdFirstAnswer(page: Page, method: string, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered!: () => void;
  const serverAnswered = new Promise<void>((resolve) => (answered = resolve));
  let handedOver!: () => void;
  const handed = new Promise<void>((resolve) => (handedOver = resolve));
  let taken = false;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (taken || route.request().method() !== method) return route.fallback();
      taken = true;
      const response = await route.fetch();
      answered();
      await released;
      await route.fulfill({ response });
      handedOver();
    },
  );
  return {
    answered: serverAnswered,
    /** Hands the held answer to the page, and waits until it has it. */
    release: async () => {
      release();
      await handed;
    },
  };
}
