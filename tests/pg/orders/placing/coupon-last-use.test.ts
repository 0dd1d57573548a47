/**
 * A coupon's last use, asked for by two shoppers at once on PostgreSQL (issue 54): a coupon the owner made for one
 * use, both shoppers' orders held behind its row until both wait in the database, then let go. One order gets the
 * coupon; the other is refused in words and places nothing. Its use counted once, and listed once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponUses, coupons, orders } from '#server/db/schema';
import type { TestServer } from '#tests/support/server';
import type { ContractClient } from '#tests/contract/contract-client';
import { newCoupon } from '#tests/contract/valid-requests';
import { newShopperWithAddress, shopping } from '#tests/contract/shopping-fixtures';
import { ownVariant } from '#tests/support/own-products';
import { newStaffMember, staffSession } from '#tests/support/staff';
import { blockedBehind } from '#tests/pg/blocked-behind';
import { databaseUrl, startPgServer } from '#tests/pg/pg-server';

let server: TestServer;
let api: ContractClient;

beforeAll(async () => {
  ({ server, api } = await startPgServer());
});
afterAll(() => server?.close());

describe("a coupon's last use, asked for at once", () => {
  it('goes to one order; the other is refused in words and placed nothing', async () => {
    const owner = await staffSession(api, await newStaffMember(server.ctx.db, 'owner'));
    const code = `LAST${randomUUID().slice(0, 6).toUpperCase()}`;
    await api.ok('createAdminCoupon', {
      staffSession: owner,
      body: { ...newCoupon(code), min_order: 0, uses_limit: 1, per_shopper_limit: null },
    });
    const shoppers = await Promise.all(
      [1, 2].map(async () => {
        const shopper = await newShopperWithAddress(api);
        const variant = await ownVariant(server.ctx.db, 5);
        await api.ok('updateCart', {
          token: shopper.token,
          body: { fk_product: variant.productId, fk_variant: variant.variantId, var_qty: 1 },
        });
        return shopper;
      }),
    );

    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    let answers: { status: number; body: unknown }[];
    try {
      await holder.query('begin');
      await holder.query('select id from coupons where code = $1 for update', [code]);
      const both = Promise.all(
        shoppers.map((shopper) =>
          api.call('placeOrder', {
            token: shopper.token,
            body: { ...shopping.cashOrder(shopper.addressId), var_promocode: code },
          }),
        ),
      );
      // Both have read the coupon as unused and wait on its row before either may take the use.
      const deadline = Date.now() + 60_000;
      while ((await blockedBehind(holder)) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await blockedBehind(holder), 'both placements wait on the coupon').toBe(2);
      await holder.query('commit');
      answers = await both;
    } finally {
      await holder.end();
    }

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body).toEqual({ message: 'This coupon has been used up' });
    const [coupon] = await server.ctx.db.select().from(coupons).where(eq(coupons.code, code));
    const uses = await server.ctx.db.select().from(couponUses).where(eq(couponUses.couponId, coupon!.id));
    const placed = await server.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.promocode, code));
    console.log(`the last use of ${code} asked for twice at once: ${placed.length} order, used ${coupon!.used} of 1`);
    expect(coupon!.used).toBe(1);
    expect(uses).toHaveLength(1);
    expect(placed.map((order) => order.id)).toEqual([uses[0]!.orderId]);
  }, 120_000);
});
