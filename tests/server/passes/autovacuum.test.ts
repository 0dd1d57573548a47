/** PGlite has no autovacuum worker: the server's own (server/db/autovacuum.ts) keeps tables and statistics fresh. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autovacuumOnce, startAutovacuum, type AutovacuumRun } from '#server/passes/autovacuum';
import { MEMORY, openDatabase, type Database } from '#server/db/connect';

let database: Database;

/** A backend reports its counts when idle, at most once a second; this makes the next report immediate. */
async function flushStats(): Promise<void> {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  await database.db.execute(sql`select 1`);
}

async function stats(table: string) {
  const { rows } = await database.db.execute<{ dead: number; vacuumed: boolean; analyzed: boolean }>(
    sql`select n_dead_tup::int as dead, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
        from pg_stat_user_tables where relname = ${table}`,
  );
  return rows[0];
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: MEMORY });
  await database.db.execute(sql`create table churned (id int primary key, stock int)`);
  await database.db.execute(sql`create table quiet (id int primary key)`);
  await database.db.execute(sql`insert into churned select g, 10 from generate_series(1, 500) g`);
  await database.db.execute(sql`insert into quiet select g from generate_series(1, 500) g`);
  await flushStats(); // the inserts counted before the vacuum, not after it
  await database.db.execute(sql`vacuum analyze`);
});
afterAll(() => database.close());

describe('autovacuum on PGlite', () => {
  it("vacuums and analyzes a table past autovacuum's thresholds and leaves a quiet one alone", async () => {
    // Three rounds of stock changes: 1 500 dead rows against 500 live (threshold 50 + 20%).
    for (let round = 0; round < 3; round++) await database.db.execute(sql`update churned set stock = stock - 1`);
    await flushStats();
    expect((await stats('churned'))!.dead).toBeGreaterThan(1000);

    const run = await autovacuumOnce(database.db);
    expect(run.vacuumed).toContain('churned');
    expect(run.analyzed).toContain('churned');
    expect([...run.vacuumed, ...run.analyzed]).not.toContain('quiet');
    await flushStats();
    expect(await stats('churned')).toEqual({ dead: 0, vacuumed: true, analyzed: true });

    // Nothing has changed since: the next look does nothing.
    expect(await autovacuumOnce(database.db)).toEqual({ vacuumed: [], analyzed: [] });
  });

  it('runs on its timer until stopped, and reports what it did', async () => {
    await database.db.execute(sql`delete from quiet where id > 100`);
    await flushStats();
    const runs: AutovacuumRun[] = [];
    const failures: unknown[] = [];
    const stop = startAutovacuum(
      database.db,
      { done: (run) => runs.push(run), failed: (error) => failures.push(error) },
      20,
    );
    await expect.poll(() => runs.length).toBeGreaterThan(0);
    await stop();
    expect(runs[0]!.vacuumed).toContain('quiet');
    expect(failures).toEqual([]);
    expect((await stats('quiet'))!.dead).toBe(0);
  });
});
