/**
 * One cart, one order (decision 0032): one shopper sends the same placement 2, 8 or 20
 * times at once, each copy with an Idempotency-Key of its own or none, split between two
 * server processes on one PostgreSQL. Each process lets ten placements in at once
 * (CHECKOUT_CONCURRENCY), so every copy is in the database together, and the shopper's row
 * (which each turn locks, decision 0032) is held while they come in, so each surely arrives, and claims what
 * units it can (decision 0070), while the first runs. Let go, the
 * copies make one order (cash) or one hold (online step 1, also sent 16 times), and every
 * other copy is refused with 409 naming it. The orders and holds each burst made are printed at the end.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShoppers, type SaleShopper } from '#scripts/flash-sale';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { openDatabase, type Database } from '#server/db/connect';
import { POOL_RESERVED } from '#server/settings/config';
import { orders, paymentIntents, variants } from '#server/db/schema';
import { messages } from '#server/messages/messages';
import { heldLines } from '#server/orders/payments/holds';
import { DEFAULT_PRODUCT_COUNT } from '#server/seed';
import { createContractClient, type Answer, type ContractClient } from '#tests/contract/contract-client';
import { shopping } from '#tests/contract/shopping-fixtures';
import { ownProducts } from '#tests/support/own-products';
import { blockedBehind } from '#tests/pg/blocked-behind';
import { databaseUrl } from '#tests/pg/pg-server';

/** Placements each process lets in at once: the largest burst, 20 over two, all in the database together. */
const LET_IN = 10;
const STOCK = 100;

let servers: ServerProcess[] = [];
let apis: ContractClient[] = [];
let database: Database;
/** What each burst made, printed at the end. */
const figures: {
  burst: string;
  coupon: string;
  sent: number;
  orders: number;
  holds: number;
  'units taken': number;
  'cart units': number;
}[] = [];

beforeAll(async () => {
  const env = {
    DATABASE_URL: databaseUrl(),
    RATE_LIMIT_AUTH: '0',
    RATE_LIMIT_READS: '0',
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: String(DEFAULT_PRODUCT_COUNT),
    CHECKOUT_CONCURRENCY: String(LET_IN),
    DATABASE_POOL_SIZE: String(LET_IN + POOL_RESERVED),
  };
  servers = await Promise.all([
    spawnServer({ env, readyTimeoutMs: 180_000 }),
    spawnServer({ env, readyTimeoutMs: 180_000 }),
  ]);
  apis = servers.map((server) => createContractClient(server.url));
  database = await openDatabase({ databaseUrl: databaseUrl() });
}, 200_000);

afterAll(async () => {
  console.log('one cart, one order: what each burst of placements made');
  console.table(figures);
  await Promise.all([...servers.map((server) => server.stop()), database?.close()]);
});

interface Line {
  productId: number;
  variantId: number;
  quantity: number;
}

/** A shopper of the test's own with these quantities of the variants of a new product (STOCK units each) in the cart. */
async function shopperWithCart(quantities: number[]): Promise<{ shopper: SaleShopper; lines: Line[] }> {
  const [product] = await ownProducts(database.db, 1, STOCK);
  const [shopper] = await makeShoppers(database.db, 1);
  const lines = quantities.map((quantity, i) => ({
    productId: product!.id,
    variantId: product!.variants[i]!.id,
    quantity,
  }));
  for (const line of lines) {
    await apis[0]!.ok('updateCart', {
      token: shopper!.token,
      body: { fk_product: line.productId, fk_variant: line.variantId, var_qty: line.quantity },
    });
  }
  return { shopper: shopper!, lines };
}

/** The payable total in paise, as the checkout page shows it: with a coupon, what its answer says is payable. */
async function payable(shopper: SaleShopper, promocode: string): Promise<number> {
  const cart = await apis[0]!.ok('getCart', { token: shopper.token });
  if (!promocode) return Math.round(cart.gross_total * 100);
  const totals = {
    total_amount: cart.Sub_Total,
    total_tax: cart.gst_total,
    total_discount: cart.discount_total,
    delivery_charge: cart.delivery_charge,
  };
  const coupon = await apis[0]!.ok('applyCoupon', {
    token: shopper.token,
    body: { coupon_code: promocode, ...totals },
  });
  return Math.round(coupon.payble_amount * 100);
}

/**
 * `copies` of one placement at once, alternating between the servers, every other pair with
 * an Idempotency-Key of its own, while the shopper's row is held: let go once every copy
 * waits for it in its turn.
 */
async function burst(shopper: SaleShopper, body: object, copies: number): Promise<Answer<{ message: string }>[]> {
  const holder = new pg.Client({ connectionString: databaseUrl() });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select id from users where id = $1 for update', [shopper.userId]);
    const sent = Array.from({ length: copies }, (_, i) =>
      apis[i % 2]!.call<{ message: string }>('placeOrder', {
        token: shopper.token,
        body,
        headers: Math.floor(i / 2) % 2 === 1 ? { 'Idempotency-Key': randomUUID() } : {},
      }),
    );
    const deadline = Date.now() + 30_000;
    while ((await blockedBehind(holder)) < copies && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await blockedBehind(holder)).toBe(copies);
    await holder.query('commit');
    return await Promise.all(sent);
  } finally {
    await holder.end();
  }
}

/** How many answers said what: `status message` → count. */
function tally(answers: Answer<{ message: string }>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const said = `${answer.status} ${answer.body.message}`;
    counts[said] = (counts[said] ?? 0) + 1;
  }
  return counts;
}

/** Every order and every hold the shopper has, and the units that left the stock of their cart's lines. */
async function made(shopper: SaleShopper, lines: Line[]) {
  const placed = await database.db
    .select({ orderNumber: orders.orderNumber, promocode: orders.promocode, promoDiscount: orders.promoDiscountPaise })
    .from(orders)
    .where(eq(orders.userId, shopper.userId));
  const holds = await database.db.select().from(paymentIntents).where(eq(paymentIntents.userId, shopper.userId));
  let taken = 0;
  for (const line of lines) {
    const [row] = await database.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, line.variantId));
    taken += STOCK - row!.stock;
  }
  return { placed, holds, taken };
}

describe('cash sent many times at once from a one-unit cart, on two processes', () => {
  it.each([
    { copies: 2, promocode: '' },
    { copies: 8, promocode: '' },
    { copies: 20, promocode: '' },
    { copies: 20, promocode: 'WELCOME10' },
  ])(
    '$copies copies, coupon "$promocode": one order, and every other copy 409 naming it',
    async ({ copies, promocode }) => {
      const { shopper, lines } = await shopperWithCart([1]);
      const body = { ...shopping.cashOrder(shopper.addressId), var_promocode: promocode };

      const answers = await burst(shopper, body, copies);

      const { placed, holds, taken } = await made(shopper, lines);
      figures.push({
        burst: 'cash',
        coupon: promocode,
        sent: copies,
        orders: placed.length,
        holds: holds.length,
        'units taken': taken,
        'cart units': 1,
      });
      expect(placed).toHaveLength(1);
      const [order] = placed;
      expect(tally(answers)).toEqual({
        [`201 ${messages.orders.placed}`]: 1,
        [`409 ${messages.orders.placedAlongside(order!.orderNumber)}`]: copies - 1,
      });
      expect(order!.promocode).toBe(promocode);
      if (promocode) expect(order!.promoDiscount).toBeGreaterThan(0);
      expect(holds).toEqual([]);
      expect(taken).toBe(1);
    },
    90_000,
  );
});

describe('online step 1 sent many times at once for a ten-unit cart, on two processes', () => {
  it.each([
    { copies: 2, promocode: '' },
    { copies: 8, promocode: '' },
    { copies: 16, promocode: '' },
    { copies: 20, promocode: '' },
    { copies: 16, promocode: 'WELCOME10' },
  ])(
    '$copies copies, coupon "$promocode": one hold of the cart’s ten units, and every other copy 409',
    async ({ copies, promocode }) => {
      const { shopper, lines } = await shopperWithCart([6, 4]);
      const amount = await payable(shopper, promocode);
      const body = {
        ...shopping.cashOrder(shopper.addressId),
        var_payment_mode: 'O',
        var_promocode: promocode,
        amount,
        currency: 'INR',
      };

      const answers = await burst(shopper, body, copies);

      const { placed, holds, taken } = await made(shopper, lines);
      figures.push({
        burst: 'online step 1',
        coupon: promocode,
        sent: copies,
        orders: placed.length,
        holds: holds.length,
        'units taken': taken,
        'cart units': 10,
      });
      expect(tally(answers)).toEqual({
        [`200 ${messages.payments.created}`]: 1,
        [`409 ${messages.payments.open}`]: copies - 1,
      });
      // Every hold ever made is a row: one row means the cart's units were never held twice.
      expect(holds).toEqual([expect.objectContaining({ status: 'pending', amountPaise: amount })]);
      expect(heldLines(holds[0]!).map((line) => [line.variantId, line.quantity])).toEqual(
        lines.map((line) => [line.variantId, line.quantity]),
      );
      expect(taken).toBe(10);
      expect(placed).toEqual([]);
    },
    90_000,
  );
});
