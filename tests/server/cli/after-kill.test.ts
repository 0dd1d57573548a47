/**
 * The operator's command right after a `kill -9` of the server (issue 50): the lock on
 * DATA_DIR names a process that is gone, though until its parent reaps it the kernel keeps
 * it as a zombie that `kill(pid, 0)` still finds. The command must take the lock over at
 * once, not refuse "in use by a running Statefront server" until the zombie is reaped.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { seededDataDir } from '#tests/support/seeded-database';
import { shopProcess } from '#tests/support/shop-process';

const root = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;
let remove = () => {};
let server: ServerProcess | undefined;

beforeAll(async () => {
  ({ dataDir, remove } = await seededDataDir());
  server = await spawnServer({ env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  remove();
});

/** The state field of /proc/<pid>/stat (Z: a zombie), or null once the process is reaped. */
function stateOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

describe('npm run shop after kill -9 of the server', () => {
  it('works at once: the dead holder of the lock is told from a live one', () => {
    const pid = server!.child.pid!;
    const lock = JSON.parse(readFileSync(path.join(dataDir, 'statefront.lock'), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(pid);

    server!.child.kill('SIGKILL');
    // Synchronous from here on: this process reaps its child only from its event loop, so
    // the server stays a zombie while the command runs, as under a parent that is busy.
    const waitUntil = Date.now() + 10_000;
    while (stateOf(pid) !== 'Z' && Date.now() < waitUntil)
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    expect(stateOf(pid)).toBe('Z');

    const started = performance.now();
    const out = execFileSync(...shopProcess('orders'), {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    console.log(`the command ran in ${Math.round(performance.now() - started)} ms, the server (pid ${pid}) a zombie`);
    expect(out).toMatch(/^id\s+number\s+user\s+status\s+total$/m);
    expect(stateOf(pid)).toBe('Z');
  }, 90_000);
});
