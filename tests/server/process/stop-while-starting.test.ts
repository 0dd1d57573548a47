/**
 * A stop while the server starts: `npm start`'s server (a child process, on a copy of the demo shop) is told SIGTERM
 * as it says it is starting, while it opens its database. It finishes starting, never listens, and exits
 * cleanly: a worker of WORKERS=N its primary stops before it listens is not counted a failed stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '#tests/support/seeded-database';

let remove = () => {};
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  remove();
});

describe('SIGTERM while the server starts', () => {
  it('lets it finish starting, then exits cleanly without listening', async () => {
    const copy = await seededDataDir();
    remove = copy.remove;
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/process/main.ts'], {
      env: { ...process.env, DATA_DIR: copy.dataDir, DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let printed = '';
    let said!: () => void;
    const starting = new Promise<void>((resolve) => (said = resolve));
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('Statefront starting')) said();
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      server.once('close', (code, signal) => resolve({ code, signal })),
    );

    // A server that ends before it says it is starting fails below, with what it printed.
    await Promise.race([starting, exited]);
    expect(printed, 'nothing listens yet').not.toContain('Statefront on');
    server.kill('SIGTERM');

    expect(await exited, printed).toEqual({ code: 0, signal: null });
    expect(printed).toContain('SIGTERM while starting: stopping before listening');
    expect(printed).not.toContain('Statefront on');
  }, 120_000);
});
