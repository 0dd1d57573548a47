/**
 * The server Playwright starts: build the storefront once into a private folder, then
 * serve it with the real app on 127.0.0.1:$E2E_PORT over a fresh PGlite DATA_DIR under
 * .tmp/ (seeded at startup), exactly as `npm start` wires it except the dist folder:
 * several suites share this checkout, and a rebuild of dist/ under a running server
 * would pull its scripts away mid-test.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildAppWithContext } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { seedIfEmpty } from '../server/db/seed';
import { openTestDoors } from './e2e-doors';

const port = Number(process.env.E2E_PORT ?? 4319);
const dataDir = path.resolve(`.tmp/e2e-data-${port}`);
const distDir = path.resolve(`.tmp/e2e-dist-${port}`);

rmSync(dataDir, { recursive: true, force: true });
// The storefront, then its first screen's prerender beside it (decision 0018), as `npm run build` does.
for (const args of [['--outDir', distDir], ['--ssr', 'src/prerender.tsx', '--outDir', path.join(distDir, '.ssr')]]) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const database = await openDatabase({ dataDir });
await seedIfEmpty(database.db);
const { app, ctx } = await buildAppWithContext({
  ctx: { db: database.db },
  // Every test logs in and several send the contact form; the per-IP limits would turn the suite into a test of them.
  config: { basePath: '/', rateLimitAuth: 0, rateLimitContact: 0, dataDir },
  distDir,
  logger: { level: 'warn' },
});
// The operator's `npm run shop -- advance` cannot open DATA_DIR while this server holds
// its lock, so tests do what the operator (or time) does through this server's own
// /__e2e routes. Only this test server has them; the product server has no such door.
openTestDoors(app, ctx);
await app.listen({ port, host: '127.0.0.1' });
console.log(`e2e server on http://127.0.0.1:${port}/`);

const stop = () => {
  setTimeout(() => process.exit(1), 5000).unref();
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
