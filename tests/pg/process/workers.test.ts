/**
 * `WORKERS=N` (server/cluster.ts, decision 0025): one port served by N processes on one
 * PostgreSQL, the shop seeded once however many start at once on an empty database, and a
 * SIGTERM to the primary drains every worker: the requests on the wire are answered and
 * the whole server exits cleanly. On the embedded database WORKERS>1 is refused with a message.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { openDatabase } from '#server/db/connect';
import { ownDatabase } from '../pg-server';

const WORKERS = 2;
let own: Awaited<ReturnType<typeof ownDatabase>>;
let server: ServerProcess;

beforeAll(async () => {
  own = await ownDatabase();
}, 30_000);

afterAll(async () => {
  await server?.stop();
  await own?.drop();
});

/** The processes whose parent is `pid` (ps exits 1 when there are none). */
function workersOf(pid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim() !== '');
  } catch {
    return [];
  }
}

describe(`WORKERS=${WORKERS} on PostgreSQL`, () => {
  it('serves one port from that many processes, seeds once, and drains them all on SIGTERM', async () => {
    const env = {
      DATABASE_URL: own.url,
      WORKERS: String(WORKERS),
      SEED_PRODUCTS: '12',
      RATE_LIMIT_READS: '0',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_SECONDS: '30',
    };
    server = await spawnServer({ env, readyTimeoutMs: 150_000 });
    // Every worker says where it serves once it listens; all on the one port.
    const deadline = Date.now() + 120_000;
    while ((server.output().match(/^Statefront on /gm) ?? []).length < WORKERS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.output().match(/^Statefront on \S+/gm) ?? [];
    expect(lines).toEqual(Array<string>(WORKERS).fill(`Statefront on ${server.url}/`));
    expect(workersOf(server.child.pid!)).toHaveLength(WORKERS);

    // The seed ran once: the catalog has the products one seed makes (at least 50), once.
    const database = await openDatabase({ databaseUrl: own.url });
    try {
      const { rows } = await database.db.execute<{ products: number }>(
        sql`select count(*)::int as products from products`,
      );
      expect(rows[0]!.products).toBe(50);
    } finally {
      await database.close();
    }

    // Reads on the wire when the primary is told to stop: every one answered, then a clean exit of all.
    const reads = Array.from({ length: 30 }, () =>
      fetch(`${server.url}/api/v1/general`, { headers: { connection: 'close' } }).then((answer) => answer.status),
    );
    server.child.kill('SIGTERM');
    expect(await Promise.all(reads)).toEqual(Array<number>(30).fill(200));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(workersOf(server.child.pid!)).toEqual([]);
  }, 240_000);
});

describe('WORKERS on the embedded database', () => {
  it('is refused with a message naming what to set', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'statefront-workers-'));
    try {
      const refused = spawnServer({
        env: { DATABASE_URL: '', DATA_DIR: dataDir, WORKERS: '2' },
        readyTimeoutMs: 60_000,
      });
      await expect(refused).rejects.toThrow(/WORKERS=2 needs DATABASE_URL/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
