// A customer's erasure on PostgreSQL: the walk of every text column (tests/support/erasure.ts, as on PGlite), and a
// placement that waited for her row while her erasure committed, which places nothing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '#tests/contract/contract-client';
import { newShopperWithAddress, shopping } from '#tests/contract/shopping-fixtures';
import { erasureLeavesNoTrace } from '#tests/support/erasure';
import { ownVariant } from '#tests/support/own-products';
import type { TestServer } from '#tests/support/server';
import { blockedBehind } from '../blocked-behind';
import { databaseUrl, startPgServer } from '../pg-server';

let server: TestServer;
let api: ContractClient;

beforeAll(async () => {
  ({ server, api } = await startPgServer());
});
afterAll(async () => {
  await server?.close();
});

describe("a customer's erasure on PostgreSQL", () => {
  it('leaves her name, email and phone in no column of any table, and her order with its lines and total', () =>
    erasureLeavesNoTrace(server, api));

  it('refuses a placement that waited for her row while her erasure committed', async () => {
    const shopper = await newShopperWithAddress(api);
    const variant = await ownVariant(server.ctx.db, 5);
    await api.ok('updateCart', {
      token: shopper.token,
      body: { fk_product: variant.productId, fk_variant: variant.variantId, var_qty: 1 },
    });
    const userId = (await api.ok('getProfile', { token: shopper.token })).data.user_id;
    // Her row held as the erasure holds it; the placement comes to it and waits.
    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from users where id = $1 for update', [userId]);
      const placing = api.call('placeOrder', { token: shopper.token, body: shopping.cashOrder(shopper.addressId) });
      const deadline = Date.now() + 30_000;
      while ((await blockedBehind(holder)) < 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await blockedBehind(holder)).toBe(1);
      await holder.query('update users set erased_at = now() where id = $1', [userId]);
      await holder.query('commit');
      expect((await placing).status).toBe(401);
      const { rows } = await holder.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [
        userId,
      ]);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await holder.end();
    }
  });
});
