import { defineConfig } from '@playwright/test';

/**
 * E2E in the system Chromium (never a downloaded browser) against the real server:
 * a fresh build, a fresh PGlite DATA_DIR, real HTTP on loopback.
 */
const port = Number(process.env.E2E_PORT ?? 4319);
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Playwright empties outputDir at start; a per-run folder keeps concurrent runs from
// deleting each other's traces. Set once in the runner, inherited by its workers.
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}-${process.pid}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  // Generous: the suite shares two cores with builds and other suites.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: `.tmp/e2e-results/${process.env.E2E_RUN_ID}`,
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Tests of one layout only carry a tag; the other width leaves them out (not skipped).
    { name: 'desktop', grepInvert: /@mobile/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `npx tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/api/v1/general`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
