/**
 * Background passes run in one process at a time on one PostgreSQL (server/db/one-at-a-time.ts,
 * decision 0025): while a process runs a pass another skips its turn, and a process that dies
 * mid-pass leaves its finished units, none of the unfinished one, and the pass free for the next.
 * On a database of the file's own.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/connect';
import { oneAtATime } from '#server/db/one-at-a-time';
import { ownDatabase } from '../pg-server';

let own: Awaited<ReturnType<typeof ownDatabase>>;
/** Two connection pools, as two server processes have. */
let first: Database;
let second: Database;

beforeAll(async () => {
  own = await ownDatabase();
  [first, second] = await Promise.all([openDatabase({ databaseUrl: own.url }), openDatabase({ databaseUrl: own.url })]);
  await first.db.execute(sql`create table pass_units (unit int not null)`);
}, 60_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await own?.drop();
});

describe('a background pass in one process at a time', () => {
  it('is skipped by a second process while the first runs it, and run by it afterwards', async () => {
    let finish = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const firstPass = oneAtATime(first.db, 'test-sweep', async () => {
      started();
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await running;
    // Again and again while the first holds it, and for another pass's name not at all.
    const meanwhile = await Promise.all([1, 2, 3].map(() => oneAtATime(second.db, 'test-sweep', async () => {})));
    expect(meanwhile).toEqual(['skipped', 'skipped', 'skipped']);
    expect(await oneAtATime(second.db, 'test-vacuum', async () => {})).toBe('ran');
    finish();
    expect(await firstPass).toBe('ran');
    expect(await oneAtATime(second.db, 'test-sweep', async () => {})).toBe('ran');
  });

  it('is free again when the process running it dies, which leaves whole units only', async () => {
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./pass-holder.ts', import.meta.url))],
      {
        env: { ...process.env, DATABASE_URL: own.url },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = once(holder, 'exit');
    let printed = '';
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
        if (printed.includes('mid-pass')) resolve();
      });
      void exited.then(() => reject(new Error(`the pass holder exited early:\n${printed}`)));
    });
    expect(await oneAtATime(second.db, 'test-pass', async () => {})).toBe('skipped');

    holder.kill('SIGKILL');
    await exited;
    // PostgreSQL ends the dead process's sessions as their sockets close: its lock and its open unit go with them.
    const deadline = Date.now() + 10_000;
    let outcome = await oneAtATime(second.db, 'test-pass', async () => {});
    while (outcome === 'skipped' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      outcome = await oneAtATime(second.db, 'test-pass', async () => {});
    }
    expect(outcome).toBe('ran');
    const { rows } = await second.db.execute<{ unit: number }>(sql`select unit from pass_units order by unit`);
    expect(rows.map((row) => row.unit)).toEqual([1]);
  });
});
