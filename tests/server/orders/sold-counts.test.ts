// A placement counts its units sold through sold_counts_due; the pass adds them to the products (decision 0081).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_CHANNEL, listen } from '#server/db/notifications';
import { products, soldCountsDue, variants } from '#server/db/schema';
import { foldSoldCounts } from '#server/orders/sold-counts';
import { startTestServer } from '#tests/support/server';
import { ownVariant } from '#tests/support/own-products';
import { addToCart, call, cashOrder, newShopper } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const soldCountOf = async (productId: number) =>
  (await server.ctx.db.select({ sold: products.soldCount }).from(products).where(eq(products.id, productId)))[0]!.sold;

const dueOf = (productId: number) =>
  server.ctx.db
    .select({ quantity: soldCountsDue.quantity })
    .from(soldCountsDue)
    .where(eq(soldCountsDue.productId, productId));

it('counts an order’s units once the pass adds them up, and its cancel takes them off again', async () => {
  const { db } = server.ctx;
  const variant = await ownVariant(db, 5);
  const shopper = await newShopper(server.url);
  await addToCart(server.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 2);
  await foldSoldCounts(db);
  const before = await soldCountOf(variant.productId);

  const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
  expect(placed.status).toBe(201);
  // The placement wrote no product row: its units wait for the pass.
  expect(await soldCountOf(variant.productId)).toBe(before);
  expect(await dueOf(variant.productId)).toEqual([{ quantity: 2 }]);

  expect(await foldSoldCounts(db)).toBeGreaterThanOrEqual(1);
  expect(await soldCountOf(variant.productId)).toBe(before + 2);
  expect(await dueOf(variant.productId)).toEqual([]);

  const cancelled = await call(server.url, 'PUT', `/orders/${placed.body.data.int_glcode}/cancel`, {
    token: shopper.token,
  });
  expect(cancelled.status).toBe(200);
  expect(await dueOf(variant.productId)).toEqual([{ quantity: -2 }]);
  await foldSoldCounts(db);
  expect(await soldCountOf(variant.productId)).toBe(before);
});

it('adds a product’s rows together, never below zero, and drops a deleted product’s', async () => {
  const { db } = server.ctx;
  const [a, b, gone] = await Promise.all([ownVariant(db, 1), ownVariant(db, 1), ownVariant(db, 1)]);
  await db.update(products).set({ soldCount: 1 }).where(eq(products.id, b!.productId));
  await db.insert(soldCountsDue).values([
    { productId: a!.productId, quantity: 3 },
    { productId: a!.productId, quantity: -1 },
    { productId: b!.productId, quantity: -4 },
    { productId: gone!.productId, quantity: 2 },
  ]);
  await db.delete(products).where(eq(products.id, gone!.productId));

  await foldSoldCounts(db);
  expect(await soldCountOf(a!.productId)).toBe(2);
  expect(await soldCountOf(b!.productId)).toBe(0);
  expect(await dueOf(gone!.productId)).toEqual([]);
});

it('writes nothing when nothing is due: the catalog hears only of folds that count', async () => {
  const { db } = server.ctx;
  await foldSoldCounts(db);
  const variant = await ownVariant(db, 1);
  const heard: string[] = [];
  let heardTwo: () => void = () => undefined;
  const stop = await listen(db, CATALOG_CHANNEL, {
    onNotify: (table) => {
      if (heard.push(table) === 2) heardTwo();
    },
    onListening: () => undefined,
  });
  try {
    const two = new Promise<void>((resolve) => (heardTwo = resolve));
    expect(await foldSoldCounts(db)).toBe(0);
    // News of another table, then a fold that counts: an empty fold's news would have come first.
    await db.update(variants).set({ stock: 2 }).where(eq(variants.id, variant.variantId));
    await db.insert(soldCountsDue).values({ productId: variant.productId, quantity: 1 });
    expect(await foldSoldCounts(db)).toBe(1);
    await two;
    expect(heard).toEqual(['variants', 'products']);
  } finally {
    await stop();
  }
});
