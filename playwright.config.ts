import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2eTier, extraTag, widthTags } from './tests/e2e/support/tier';

/**
 * E2E in the system's Chromium (never a downloaded browser) against the real server:
 * a fresh build, a fresh PGlite DATA_DIR, real HTTP on loopback.
 *
 * Widths: every test runs at desktop width; at phone width only the tests of screens
 * that differ by width (`@widths`, `@mobile`) and the axe sweep, unless the tier is full
 * (`npm run test:full`): then every test but `@desktop` ones runs at both widths, and the
 * model replays take every generated path (see tests/e2e/support/tier.ts).
 */
// Debian's headless shell: the same Chromium as the browser, without the desktop shell, and a
// less CPU per test (decision 0028); the full browser where only it is installed.
// scripts/ensure-chromium.sh installs the shell when it can, and checks the same order.
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
// Playwright empties outputDir at start; a per-run folder keeps concurrent runs from
// deleting each other's traces. Set once in the runner, inherited by its workers.
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}-${process.pid}`;
// The server picks a free port itself and prints it; Playwright reads it from that line into
// E2E_SERVER_PORT, which the workers then see (so no port is fixed, and none is reused).
const port = process.env.E2E_SERVER_PORT;
const tier = e2eTier();

const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const atBothWidths = new RegExp(`${widthTags.both}|${widthTags.mobile}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: `.tmp/e2e-results/${process.env.E2E_RUN_ID}`,
  use: {
    ...(port ? { baseURL: `http://127.0.0.1:${port}/` } : {}),
    browserName: 'chromium',
    // The shop's motion (drawers, dialogs, toasts, the gallery's slide) honours reduced motion, and a test
    // waits for no animation then: about a tenth less of the stage's CPU. The whole purchases walk with
    // the motion every shopper sees (tests/e2e/purchase.spec.ts).
    reducedMotion: 'reduce',
    // A trace costs a large share of a test's time, on every test, and is read only after a
    // failure: E2E_TRACE=1 (or --trace on) records them while chasing one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // One browser context per worker, reset by Playwright between tests (cookies, storage,
    // cache, routes, init scripts, the clock, extra pages): a new context and a cold tab
    // for every test were a large share of the stage (decision 0027). What the reset leaves (permissions,
    // a CDP session's emulation) the fixtures undo (tests/e2e/support/fixtures.ts).
    reuseContext: true,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // One renderer per tab, not one more for every page after Playwright's reset to about:blank: a tenth of the
        // forks and about 4% of the stage's CPU. Every page a test opens is the shop's own origin (decision 0087).
        '--disable-site-isolation-trials',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      // The extra tier adds only what the default one leaves out: at desktop width, the replay
      // paths beyond the covering set.
      ...(tier === 'extra' ? { grep: extraTag } : { grepInvert: new RegExp(widthTags.mobile) }),
    },
    {
      name: 'mobile',
      use: mobile,
      ...(tier === 'default'
        ? { grep: atBothWidths }
        : tier === 'full'
          ? { grepInvert: new RegExp(widthTags.desktop) }
          : { grepInvert: new RegExp(`${widthTags.desktop}|${widthTags.both}|${widthTags.mobile}`) }),
    },
  ],
  webServer: {
    // The server itself, not a wrapper: a wrapper (npx, tsx) exits on SIGTERM before it, and Playwright then kills the rest.
    command: `node --import tsx scripts/e2e-server.ts`,
    wait: { stdout: /e2e server on http:\/\/127\.0\.0\.1:(?<E2E_SERVER_PORT>\d+)\// },
    reuseExistingServer: false,
    timeout: 180_000,
    // Playwright's default is SIGKILL: the server could not delete its database copy.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
