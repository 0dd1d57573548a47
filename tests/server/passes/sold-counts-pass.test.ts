/** The server counts units sold on its sold-counts pass's tick, in the background (decision 0081). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { products, soldCountsDue } from '#server/db/schema';
import { SOLD_COUNTS_PASS_EVERY_MS } from '#server/orders/sold-counts';
import { ownVariant } from '#tests/support/own-products';
import { startTestServer, type TestServer } from '#tests/support/server';

let server: TestServer;

beforeAll(async () => {
  // Only the passes' timers: the database and the HTTP server keep their own.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  server = await startTestServer();
});
afterAll(async () => {
  vi.useRealTimers();
  await server?.close();
});

it('adds the units due to their product on its tick, and not before', async () => {
  const { db } = server.ctx;
  const variant = await ownVariant(db, 1);
  const sold = async () =>
    (await db.select({ sold: products.soldCount }).from(products).where(eq(products.id, variant.productId)))[0]!.sold;
  const before = await sold();
  await db.insert(soldCountsDue).values({ productId: variant.productId, quantity: 3 });

  await vi.advanceTimersByTimeAsync(SOLD_COUNTS_PASS_EVERY_MS - 1);
  expect(await sold()).toBe(before);
  await vi.advanceTimersByTimeAsync(1);
  await vi.waitFor(async () => expect(await sold()).toBe(before + 3), { interval: 0 });
  expect(await db.select().from(soldCountsDue).where(eq(soldCountsDue.productId, variant.productId))).toEqual([]);
});
