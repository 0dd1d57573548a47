/**
 * A stop while the server starts: `npm start`'s server (a child process, on a copy of the demo shop) is told SIGTERM
 * as it says it is starting, while it opens its database. It finishes starting, never listens, and exits
 * cleanly: a worker of WORKERS=N its primary stops before it listens is not counted a failed stop.
 */
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '#tests/support/seeded-database';

let remove = () => {};
afterAll(() => remove());

describe('SIGTERM while the server starts', () => {
  it('lets it finish starting, then exits cleanly without listening', async () => {
    const copy = await seededDataDir();
    remove = copy.remove;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/process/main.ts'], {
      env: { ...process.env, DATA_DIR: copy.dataDir, DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('close', (code, signal) => resolve({ code, signal })),
    );

    const until = Date.now() + 60_000;
    while (!printed.includes('Statefront starting') && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(printed, 'nothing listens yet').not.toContain('Statefront on');
    child.kill('SIGTERM');

    expect(await exited, printed).toEqual({ code: 0, signal: null });
    expect(printed).toContain('SIGTERM while starting: stopping before listening');
    expect(printed).not.toContain('Statefront on');
  }, 120_000);
});
