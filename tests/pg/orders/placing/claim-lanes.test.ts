/**
 * A process's stock claims are made on connections of its own (decision 0089): as the server starts they open and run
 * the claim function with nobody in it, so a sale's first claims find it planned; a placement's claim is made on one
 * of them; they close with the server.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShoppers } from '#scripts/flash-sale';
import { openDatabase, type Database } from '#server/db/connect';
import { claimLanesName } from '#server/orders/placing/claim-lanes';
import { ownerOf } from '#server/orders/placing/claim-owners';
import { CLAIM_LANES } from '#server/settings/config';
import { shopping } from '#tests/contract/shopping-fixtures';
import { ownProducts } from '#tests/support/own-products';
import { api, startTestServer, type TestServer } from '#tests/support/server';
import { databaseUrl } from '#tests/pg/pg-server';

let server: TestServer;
/** Its own connections: the server's close with it. */
let observer: Database;
let closed = false;

beforeAll(async () => {
  server = await startTestServer({ databaseUrl: databaseUrl() });
  observer = await openDatabase({ databaseUrl: databaseUrl(), poolSize: 1 });
}, 60_000);

afterAll(async () => {
  if (!closed) await server?.close();
  await observer?.close();
});

/** The last statement of each of the server's lanes, as PostgreSQL shows them. */
async function lanesLast(name: string): Promise<string[]> {
  const { rows } = await observer.db.execute<{ query: string }>(
    sql`select query from pg_stat_activity where application_name = ${name} and state = 'idle' order by query`,
  );
  return rows.map((row) => row.query);
}

/** Bounded: until `done` holds of the lanes' last statements. */
async function until(name: string, done: (last: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  let last = await lanesLast(name);
  while (!done(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await lanesLast(name);
  }
  return last;
}

describe('the claim lanes on PostgreSQL', () => {
  it('are warmed as the server starts, make the claims, and close with the server', async () => {
    const name = claimLanesName(ownerOf(server.ctx));
    const warm = `select from statefront_claim_stock('[]'::jsonb, now(), now(), 0)`;
    expect(await until(name, (last) => last.length === CLAIM_LANES)).toEqual(Array(CLAIM_LANES).fill(warm));

    const [product] = await ownProducts(server.ctx.db, 1, 5);
    const [shopper] = await makeShoppers(server.ctx.db, 1);
    const shop = api(server.url, shopper!.token);
    await shop.PUT('/cart', {
      body: { fk_product: product!.id, fk_variant: product!.variants[0]!.id, var_qty: 1 },
    });
    const placed = await shop.POST('/orders', {
      body: shopping.cashOrder(shopper!.addressId),
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
    });
    expect(placed.response.status).toBe(201);
    const claimed = await lanesLast(name);
    expect(claimed).toHaveLength(CLAIM_LANES);
    expect(claimed.filter((query) => query.startsWith('select * from statefront_claim_stock($1::jsonb'))).toHaveLength(
      1,
    );

    await server.close();
    closed = true;
    expect(await until(name, (last) => last.length === 0)).toEqual([]);
  });
});
