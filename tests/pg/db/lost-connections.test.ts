/**
 * PostgreSQL ends a connection the server has checked out of its pool: a restart, an outage,
 * an operator's pg_terminate_backend. The work on it fails, the process goes on, and the pool
 * serves again from a fresh connection. A connection PostgreSQL ends while it is checked out
 * and idle (a background pass's held lock, a transaction between two statements) is an
 * 'error' event on that client; unheard, it would end the whole server.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/connect';
import { oneAtATime } from '#server/db/one-at-a-time';
import { databaseUrl } from '../pg-server';

const name = `lost-connections-${randomUUID().slice(0, 8)}`;
/** The pool under test: its connections carry `name`, so the admin can end exactly those. */
let mine: Database;
let admin: Database;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  const url = new URL(databaseUrl());
  url.searchParams.set('application_name', name);
  [mine, admin] = await Promise.all([
    openDatabase({ databaseUrl: url.toString() }),
    openDatabase({ databaseUrl: databaseUrl() }),
  ]);
  process.on('uncaughtException', onUncaught);
}, 60_000);

afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  await Promise.all([mine?.close(), admin?.close()]);
});

afterEach(() => {
  expect(uncaught.splice(0), 'nothing reached the process as an uncaught error').toEqual([]);
});

/** Ends every connection of the pool under test, as a PostgreSQL shutdown would, and waits until they are gone. */
async function endMyConnections(): Promise<void> {
  await admin.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`);
  await expect
    .poll(
      async () =>
        (
          await admin.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity where application_name = ${name}`,
          )
        ).rows[0]!.n,
    )
    .toBe(0);
  // The backends are gone, so their goodbye is on the wire; let the sockets deliver it.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const serves = async () => (await mine.db.execute<{ one: number }>(sql`select 1 as one`)).rows[0]!.one;

describe('a checked-out connection that PostgreSQL ends', () => {
  it('held by a background pass for its lock: the pass finishes, the pool serves again', async () => {
    expect(await oneAtATime(mine.db, `${name}-pass`, endMyConnections)).toBe('ran');
    expect(await serves()).toBe(1);
  });

  it('in a transaction between two statements: the transaction fails, the pool serves again', async () => {
    const transaction = mine.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await endMyConnections();
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(await serves()).toBe(1);
  });
});
