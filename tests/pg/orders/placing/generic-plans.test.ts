/**
 * A placement's turns are planned without their values on PostgreSQL (decision 0091): on connections that never ran
 * them, a cash order's and a card order's named statements are never planned with their values, and the connections
 * go back to the pool planning as before.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pgClient } from '#server/db/client';
import type { TestServer } from '#tests/support/server';
import { cashThenCard } from '#tests/server/orders/support';
import { startPgServer } from '#tests/pg/pg-server';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await startPgServer());
}, 60_000);
afterAll(() => server?.close());

interface Planned {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

/** Every open connection of the server's pool: its prepared statements and its plan_cache_mode. */
async function poolConnections(): Promise<{ statements: Planned[]; mode: string }[]> {
  const pool = pgClient(server.ctx.db) as pg.Pool;
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    return await Promise.all(
      clients.map(async (client) => ({
        statements: (
          await client.query<Planned>(
            'select statement, generic_plans::int, custom_plans::int from pg_prepared_statements',
          )
        ).rows,
        mode: (await client.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]!.plan_cache_mode,
      })),
    );
  } finally {
    for (const client of clients) client.release();
  }
}

it('plans a cash turn, a card’s step 1 and its settlement without their values, and leaves each connection as it was', async () => {
  await cashThenCard(server.url, server.ctx.db);

  const connections = await poolConnections();
  const statements = connections.flatMap((connection) => connection.statements);
  for (const words of [
    'select "erased_at" from "users"', // the turn's lock (cash, step 1)
    'as newer_order', // the turn's look (cash, step 1)
    'from "payment_intents" where "payment_intents"."id" = $1 for update', // the settlement's lock (step 2)
    'with "new_order" as (insert into "orders"', // the order's writes (cash, step 2)
  ]) {
    const runs = statements.filter((row) => row.statement.includes(words));
    expect(
      runs.reduce((sum, row) => sum + row.generic_plans, 0),
      words,
    ).toBeGreaterThan(0);
    expect(
      runs.reduce((sum, row) => sum + row.custom_plans, 0),
      words,
    ).toBe(0);
  }
  // Only for the turn: a catalog read on the same connection later is planned with its values again.
  expect(connections.map((connection) => connection.mode)).toEqual(connections.map(() => 'auto'));
});
