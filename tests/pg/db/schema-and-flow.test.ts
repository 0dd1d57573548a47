/** The same migrations and seed on real PostgreSQL, and a shopper's flow through the contract on it. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '#tests/support/server';
import type { ContractClient, Success } from '#tests/contract/contract-client';
import { ownVariant } from '#tests/support/own-products';
import { newShopperWithAddress, shopping } from '#tests/contract/shopping-fixtures';
import { startPgServer } from '../pg-server';

let server: TestServer;
let api: ContractClient;

beforeAll(async () => {
  ({ server, api } = await startPgServer());
});
afterAll(async () => {
  await server?.close();
});

describe('PostgreSQL', () => {
  it('is really PostgreSQL, migrated and seeded', async () => {
    const version = (await server.ctx.db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] };
    expect(version.rows[0]?.v).toMatch(/^PostgreSQL 15/);
    const counts = (await server.ctx.db.execute(
      sql`select (select count(*)::int from products) as products, (select count(*)::int from users) as users`,
    )) as unknown as { rows: { products: number; users: number }[] };
    expect(counts.rows[0]?.products).toBeGreaterThanOrEqual(300);
    expect(counts.rows[0]?.users).toBeGreaterThanOrEqual(2);
  });

  it('serves the contract flow: browse, cart, coupon, cash order, cancel', async () => {
    const list = await api.ok('listProducts', { body: { fk_category: 'all', limit: 20, page: 1, sort: 'price_desc' } });
    expect(list.total).toBeGreaterThanOrEqual(300);
    await api.ok('searchProducts', { body: { search: list.data[0]!.var_title.split(' ')[0]! } });
    // The units it buys come from a product of its own: other files change seeded stock at the same time.
    const own = await ownVariant(server.ctx.db, 5);
    const detail = (await api.ok('getProduct', { path: { slug: own.slug } })).data;
    expect(detail.variants.find((v) => v.variant_id === own.variantId)?.stock).toBe(5);
    const chosen = await api.ok('lookupVariant', { body: { fk_product: own.productId, variant_ids: own.optionIds } });
    expect(chosen.data.variant_id).toBe(own.variantId);
    const pick = { fk_product: own.productId, fk_variant: own.variantId };
    const { token, addressId } = await newShopperWithAddress(api);
    await api.ok('updateCart', { token, body: { ...pick, var_qty: 2 } });
    const cart = await api.ok('getCart', { token });
    const coupon = await api.ok('applyCoupon', {
      token,
      body: {
        coupon_code: 'WELCOME10',
        total_amount: cart.Sub_Total,
        total_tax: cart.gst_total,
        total_discount: cart.discount_total,
        delivery_charge: cart.delivery_charge,
      },
    });
    expect(coupon.discount_price).toBeGreaterThan(0);
    const placed = await api.call<Success<'placeOrder'>>('placeOrder', {
      token,
      body: { ...shopping.cashOrder(addressId), var_promocode: 'WELCOME10' },
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data as Success<'getOrder'>['data'];
    expect(order.var_promo_discount).toBeCloseTo(coupon.discount_price, 2);
    await api.ok('cancelOrder', { token, path: { id: order.int_glcode } });
    expect((await api.ok('getOrder', { token, path: { id: order.int_glcode } })).data.chr_status).toBe('C');
  });
});
