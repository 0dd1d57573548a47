// A placement's statements that keep their words are named (decision 0080): parsed once, and never one name per order.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer } from '#tests/support/server';
import { cashThenCard } from '../support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** PGlite is one session: its prepared statements are the whole server's. */
const prepared = async () =>
  (await server.ctx.db.execute<{ statement: string }>(sql`select statement from pg_prepared_statements`)).rows.map(
    (row) => row.statement,
  );

it('names the turn’s lock, the hold, the new order’s writes, the card’s payment and step 2, and a second shopper adds no name', async () => {
  await cashThenCard(server.url, server.ctx.db);
  const named = await prepared();
  for (const words of [
    'select "erased_at" from "users"',
    'with "taken_claim" as (delete from "stock_claims"',
    'with "new_order" as (insert into "orders"',
    'i.id, i.provider_order_id, i.user_id, i.status',
    'select "id" from "payment_intents"',
    // The intent locked by the sandbox's card page and by step 2, and the page's payment recorded.
    'from "payment_intents" where "payment_intents"."provider_order_id" = $1 for update',
    'from "payment_intents" where "payment_intents"."id" = $1 for update',
    'update "payment_intents" set "captured_at" = $1',
  ])
    expect(named.filter((text) => text.includes(words)).length).toBeGreaterThan(0);

  await cashThenCard(server.url, server.ctx.db);
  expect((await prepared()).sort()).toEqual(named.sort());
});
