/**
 * `npm start` runs the server as `npm run build` leaves it: the bundle of scripts/build-server.ts,
 * with plain node (no TypeScript loader). Built here into a file of its own (the checkout's
 * dist-server/ may be another run's), beside the place the real one goes, so it finds the
 * checkout's files the same way.
 */
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { buildServer } from '#scripts/build-server';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { repoPath } from '#server/settings/repo-paths';
import { seededDataDir } from '#tests/support/seeded-database';

const built = repoPath(`.tmp/built-server-${process.pid}.js`);
let server: ServerProcess | undefined;
let removeData = () => {};
afterAll(async () => {
  await server?.stop();
  removeData();
  rmSync(built, { force: true });
  rmSync(`${built}.map`, { force: true });
});

// A build and a child process: longer than a test in-process.
it('builds to JavaScript that imports only the dependencies and serves with plain node', {
  timeout: 180_000,
}, async () => {
  await buildServer(built);
  const code = readFileSync(built, 'utf8');
  // What the bundle leaves to node_modules must be installed by `npm ci --omit=dev` too.
  const { dependencies } = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const imported = new Set(
    [...code.matchAll(/^import .* from "([^".][^"]*)";$/gm)]
      .map(([, name]) => name!)
      .filter((name) => !name.startsWith('node:')),
  );
  const packages = [...imported].map((name) =>
    name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/'),
  );
  expect(packages.length).toBeGreaterThan(5);
  expect(packages.filter((name) => !(name in dependencies))).toEqual([]);

  // A copy of the seeded shop: serving is the subject, not making a database.
  const { dataDir, remove } = await seededDataDir();
  removeData = remove;
  server = await spawnServer({ built, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, readyTimeoutMs: 150_000 });
  expect(server.child.spawnargs).not.toContain('tsx');
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  expect((await fetch(`${server.url}/api/v1/categories/6/y`)).status).toBe(200);
});
