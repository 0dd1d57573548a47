/**
 * `test` on the storefront built with the flows panel (VITE_FLOWS=1), for the panel's own
 * spec: a second e2e server (scripts/e2e-server.ts with E2E_FLOWS=1), started by the worker
 * that runs such a test and stopped with it, over its own build (.tmp/e2e-dist/<hash>-flows,
 * reused while the sources stay the same) and its own database. The rest of the suite keeps
 * testing the production build on Playwright's server, and pays nothing for this one.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test as base } from './fixtures';

export const test = base.extend<object, { flagBuildURL: string }>({
  flagBuildURL: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
        env: {
          ...process.env,
          E2E_FLOWS: '1',
          E2E_RUN_ID: `${process.env.E2E_RUN_ID ?? process.pid}-w${workerInfo.parallelIndex}`,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const url = await new Promise<string>((resolve, reject) => {
        let printed = '';
        // Read to the end, so the server never blocks on a full pipe.
        server.stdout.on('data', (chunk: Buffer) => {
          printed += chunk.toString();
          const listening = /e2e server on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(printed);
          if (listening) resolve(listening[1]!);
        });
        server.once('exit', (code) =>
          reject(new Error(`the flag build's server exited (${code}) before it listened:\n${printed}`)),
        );
      });
      await provide(url);
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    },
    // The first run after a change to the sources builds the storefront first.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ flagBuildURL }, provide) => provide(flagBuildURL),
});

export { expect } from './fixtures';
