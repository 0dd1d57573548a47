/**
 * Races PGlite cannot show (it runs one transaction at a time): on PostgreSQL
 * with a connection pool, the last units of stock and a retried order key must
 * still resolve to exactly the right number of orders.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, variants } from '#server/db/schema';
import type { TestServer } from '#tests/support/server';
import type { ContractClient } from '#tests/contract/contract-client';
import { ownVariant } from '#tests/support/own-products';
import { newShopperWithAddress, shopping } from '#tests/contract/shopping-fixtures';
import { inBatches, startPgServer } from '#tests/pg/pg-server';

let server: TestServer;
let api: ContractClient;

beforeAll(async () => {
  ({ server, api } = await startPgServer());
});
afterAll(async () => {
  await server?.close();
});

describe('concurrency on PostgreSQL', () => {
  it('200 shoppers racing for 10 units: exactly 10 orders, stock 0, the rest 409 with a message', async () => {
    const variant = await ownVariant(server.ctx.db, 10);
    const line = { fk_product: variant.productId, fk_variant: variant.variantId, var_qty: 1 };
    const shoppers = await inBatches(
      Array.from({ length: 200 }, (_, i) => i),
      10,
      async () => {
        const shopper = await newShopperWithAddress(api);
        await api.ok('updateCart', { token: shopper.token, body: line });
        return shopper;
      },
    );

    const answers = await Promise.all(
      shoppers.map((s) =>
        api.call<{ message?: string }>('placeOrder', { token: s.token, body: shopping.cashOrder(s.addressId) }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toMatch(/\S/);

    const [after] = await server.ctx.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, variant.variantId));
    expect(after?.stock).toBe(0);
    const placed = await server.ctx.db
      .select({ n: sql<number>`count(distinct ${orders.id})::int` })
      .from(orders)
      .where(
        sql`${orders.id} in (select order_id from order_lines where variant_id = ${variant.variantId}) and ${orders.status} = 'A'`,
      );
    expect(placed[0]?.n).toBe(10);
  }, 240_000);

  it('one Idempotency-Key sent 20 times at once: one order, 20 identical answers', async () => {
    const variant = await ownVariant(server.ctx.db, 50);
    const shopper = await newShopperWithAddress(api);
    await api.ok('updateCart', {
      token: shopper.token,
      body: { fk_product: variant.productId, fk_variant: variant.variantId, var_qty: 1 },
    });
    const key = randomUUID();
    const body = shopping.cashOrder(shopper.addressId);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('placeOrder', { token: shopper.token, body, headers: { 'Idempotency-Key': key } }),
      ),
    );
    const distinct = [...new Set(answers.map((a) => `${a.status} ${(a.body as { message?: string }).message}`))];
    expect(
      answers.map((a) => a.status),
      distinct.join(' | '),
    ).toEqual(Array(20).fill(201));
    const bodies = new Set(answers.map((a) => JSON.stringify(a.body)));
    expect(bodies.size).toBe(1);

    const mine = (await api.ok('listOrders', { token: shopper.token })).data;
    expect(mine).toHaveLength(1);
    const [after] = await server.ctx.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, variant.variantId));
    expect(after?.stock).toBe(49);
  }, 120_000);
});
