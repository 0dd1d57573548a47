/**
 * The server Playwright starts: the storefront built into a private folder, served with the
 * real app on a free loopback port over a fresh PGlite DATA_DIR in scratch space (a copy of
 * the seeded shop the tests share, plus the tests' own products), exactly as `npm start`
 * wires it except the dist folder: several suites share this checkout, and a rebuild of
 * dist/ under a running server would pull its scripts away mid-test.
 *
 * The port is the kernel's choice (listen on 0), printed once listening; playwright.config.ts
 * reads it from that line, so two runs never meet on one port.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAppWithContext } from '../server/http/app';
import { openDatabase } from '../server/db/connect';
import { builtStorefront } from './e2e-build';
import { openTestDoors } from './e2e-doors';
import { e2eData, E2E_FIXTURE_PRODUCTS, mediaDirOf } from './e2e-data';
import { scratchDir } from './seeded-template';
import { startTestSmtp } from './test-smtp';

/** E2E_FLOWS=1: the storefront built with the flows panel (VITE_FLOWS=1), for its own spec's server. */
const flows = process.env.E2E_FLOWS === '1';

/** The flows panel's two tests take a few own products; 900 would be two seconds of its start. */
const FIXTURE_PRODUCTS = flows ? 20 : E2E_FIXTURE_PRODUCTS;
const run = process.env.E2E_RUN_ID ?? String(process.pid);
const dataDir = path.join(scratchDir(), `statefront-e2e-data-${run}${flows ? '-flows' : ''}`);
rmSync(dataDir, { recursive: true, force: true });
sweepDeadRuns();

/** Copies left by runs whose runner is gone (killed, say): scratch space may be memory. */
function sweepDeadRuns() {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  for (const name of readdirSync(scratchDir())) {
    const runner = /^statefront-e2e-data-[a-z0-9]+-(\d+)/.exec(name)?.[1];
    if (runner && !alive(Number(runner))) rmSync(path.join(scratchDir(), name), { recursive: true, force: true });
  }
}

const distDir = builtStorefront({ flows });
// The seeded shop with the tests' own products: made ahead by `npm test`, or here (scripts/e2e-data.ts).
await e2eData(dataDir, FIXTURE_PRODUCTS);
const database = await openDatabase({ dataDir });
const mediaDir = mediaDirOf(dataDir);
// A real mail server beside the shop: the browser tests read the codes and notices it received.
const smtp = await startTestSmtp();
const { app, ctx } = await buildAppWithContext({
  ctx: { db: database.db },
  // Every test logs in and several send the contact form; the per-IP limits would turn the suite into a test of them.
  config: {
    basePath: '/',
    rateLimitAuth: 0,
    rateLimitContact: 0,
    rateLimitReads: 0,
    dataDir,
    mediaDir,
    smtpUrl: smtp.url,
  },
  distDir,
  logger: { level: 'warn' },
});
// The operator's `npm run shop -- advance` cannot open DATA_DIR while this server holds
// its lock, so tests do what the operator (or time) does through this server's own
// /__e2e routes. Only this test server has them; the product server has no such door.
openTestDoors(app, ctx, FIXTURE_PRODUCTS, smtp);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`e2e server on http://127.0.0.1:${typeof address === 'object' && address ? address.port : '?'}/`);

const removeData = () => rmSync(dataDir, { recursive: true, force: true });
const stop = () => {
  setTimeout(() => {
    removeData();
    process.exit(1);
  }, 5000).unref();
  void app
    .close()
    .then(() => database.close())
    .then(() => smtp.stop())
    .catch((error: unknown) => console.error('e2e server: stopping', error))
    .finally(() => {
      removeData();
      process.exit(0);
    });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
