import { test as base, expect, type CDPSession, type ConsoleMessage, type Page, type Response } from '@playwright/test';

/**
 * `test` with a console guard: any console.error or uncaught page error fails the
 * test unless the test declares it expected: `consoleErrors.allow(/pattern/)`, and so
 * does any word from React about hydration, at any level, which nothing can allow. Its
 * `page` navigates to the live app (see `page` below).
 */
interface Fixtures {
  consoleErrors: { allow: (pattern: RegExp) => void };
  /** Slows the page's CPU 4×, as Lighthouse's mobile run assumes (a mid-range phone), for the rest of the test. */
  slowCpu: () => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // The worker's one context is reused (playwright.config.ts: reuseContext): Playwright's
  // reset between tests leaves granted permissions, so they go here.
  context: async ({ context }, use) => {
    await use(context);
    await context.clearPermissions();
  },
  page: async ({ page }, provide) => {
    // Home, listings and product pages arrive drawn by the server and the app hydrates them
    // (decision 0019); every page's #root says `data-live` once the app answers. A test acts
    // on the live app unless it says otherwise: a navigation to a drawn page returns once the
    // app is live.
    for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          // A page the server did not draw has nothing to take over: the app's first answer may
          // wait on a loader the test itself holds.
          if (!heldApps.has(page))
            await page.waitForFunction(
              () =>
                !document.getElementById('root')?.hasAttribute('data-drawn') ||
                document.getElementById('root')?.hasAttribute('data-live'),
            );
          return response;
        },
      });
    }
    await provide(page);
  },
  slowCpu: async ({ page }, use) => {
    let throttled: CDPSession | undefined;
    await use(async () => {
      throttled = await page.context().newCDPSession(page);
      await throttled.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    });
    // The tab outlives the test (reuseContext): the next test must not inherit a slow CPU.
    await throttled?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await throttled?.detach();
  },
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      const isAllowed = (text: string) => allowed.some((re) => re.test(text));
      // A page that is not there answers 404 with the not-found screen as its body, and
      // Chromium reports that status on the console: the page's own status is no fault.
      const isPageNotFound = (message: ConsoleMessage) =>
        /status of 404/.test(message.text()) && message.location().url === page.mainFrame().url();
      page.on('console', (message) => {
        if (isHydrationWord(message.text())) problems.push(`console.${message.type()}: ${message.text()}`);
        else if (message.type() === 'error' && !isAllowed(message.text()) && !isPageNotFound(message))
          problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (isHydrationWord(error.message) || !isAllowed(error.message)) problems.push(`pageerror: ${error.message}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Chromium's word when a script meets a frame whose sandbox runs none: the frame's own (a mail's), or Playwright's
 * own probes (a frame locator's queries, axe; microsoft/playwright#33343), which come or not with the machine's timing,
 * mostly while a trace is recorded (E2E_TRACE). A test that looks into such a frame allows it, and checks instead that
 * the frame holds no script of its own, unless its script is what it proves refused.
 */
export const probesBlockedInSandbox =
  /Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

const heldApps = new WeakSet<Page>();

/**
 * Holds the app's own code (the chunk of src/boot.tsx) from `page` until `release()`: a page
 * the server drew stays plain HTML meanwhile, so what a test does then lands before the app
 * takes over, however fast or slow the machine. `requested` resolves once the small entry
 * has asked for the app, after the first paint: from then on, taps are held for the app.
 * Navigations do not wait for the app while it is held. `ifDrawn`: a page the server did not
 * draw gets the app at once (it has nothing to show without it).
 */
export async function holdTheApp(
  page: Page,
  { ifDrawn = false } = {},
): Promise<{ requested: Promise<void>; release: () => Promise<void> }> {
  let requestedNow!: () => void;
  let releaseNow!: () => void;
  const requested = new Promise<void>((resolve) => (requestedNow = resolve));
  const released = new Promise<void>((resolve) => (releaseNow = resolve));
  heldApps.add(page);
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    requestedNow();
    if (!ifDrawn || (await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-drawn'))))
      await released;
    await route.fallback();
  });
  return {
    requested,
    async release() {
      heldApps.delete(page);
      releaseNow();
      await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-live'));
    },
  };
}

/**
 * Resolves once React has hydrated the whole of a drawn screen, not only its first commit
 * (`data-live`): each part behind a Suspense boundary hydrates in a pass of its own, later.
 * React claims every element it hydrates (its fiber key on the node); the markup it never
 * claims is what it puts in with dangerouslySetInnerHTML, and what an editor draws itself
 * (the back office's rich text: an element one types into). A condition, not a wait:
 * however slow the machine, what follows sees the takeover finished.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('data-live')) return false;
    const claimed = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const rawHtml = (element: Element) =>
      Object.entries(element).some(
        ([key, props]) =>
          key.startsWith('__reactProps$') &&
          (props as { dangerouslySetInnerHTML?: unknown } | null)?.dangerouslySetInnerHTML,
      );
    return [...root.querySelectorAll('*')].every((element) => {
      if (claimed(element) || element.closest('[contenteditable="true"]')) return true;
      // Unclaimed: fine only inside markup React put in raw.
      for (let up = element.parentElement; up && up !== root; up = up.parentElement)
        if (claimed(up)) return rawHtml(up);
      return false;
    });
  });
}

/**
 * Resolves once the page has settled after the takeover: hydrated whole, the work the app
 * leaves for the browser's idle time run (src/app/startup/whenIdle.ts: an idle callback
 * queued now runs after it), every call that started answered, and what the answers
 * render painted. Conditions, not a wait: a slowed phone takes longer and is waited for.
 */
export async function untilSettled(page: Page): Promise<void> {
  await untilHydrated(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * React on a failed hydration: a development build words it (a mismatch, or content the
 * server could not finish); a production build reports it as a minified error by number
 * (418 the server's HTML did not match, 419 a boundary the server could not finish,
 * 421 an update before hydration ended, 422/423 an error while hydrating, 424 the root
 * rendered anew before it hydrated, 425 text).
 */
const hydrationWords =
  /hydrat|did not match|didn't match|server rendered|(react\.dev\/errors\/|React error #)(418|419|421|422|423|424|425)\b/i;
const isHydrationWord = (text: string) => hydrationWords.test(text);

export { expect };
