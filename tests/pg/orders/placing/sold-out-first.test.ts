/**
 * A sold-out answer never waits behind a purchase (decision 0057): with every place of the
 * server's admission taken by placements held on a locked stock row and more queued behind
 * them, a cart its stock cannot fill is refused at once, and one that was fillable when it
 * came in is refused while it waits, as soon as its variant sells out elsewhere.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '#rules/texts';
import { makeShoppers } from '#scripts/flash-sale';
import { variants } from '#server/db/schema';
import { shopping } from '#tests/contract/shopping-fixtures';
import { ownProducts } from '#tests/support/own-products';
import { api, startTestServer, type TestServer } from '#tests/support/server';
import { blockedBehind } from '#tests/pg/blocked-behind';
import { databaseUrl } from '#tests/pg/pg-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ databaseUrl: databaseUrl() });
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('sold-out answers on PostgreSQL', () => {
  it('refuses a cart its stock cannot fill while every place in the queue is taken, and one that sells out while it waits', async () => {
    const { db } = server.ctx;
    const [busy, gone, last] = await ownProducts(db, 3, 50);
    const lineOf = (product: typeof busy) => ({
      fk_product: product!.id,
      fk_variant: product!.variants[0]!.id,
      var_qty: 1,
    });
    const concurrency = server.ctx.config.checkoutConcurrency;
    // The places of the admission, and two more queued behind them.
    const [late, waiter, ...buyers] = await makeShoppers(db, concurrency + 4);
    for (const buyer of buyers) await api(server.url, buyer.token).PUT('/cart', { body: lineOf(busy) });
    await api(server.url, late!.token).PUT('/cart', { body: lineOf(gone) });
    await api(server.url, waiter!.token).PUT('/cart', { body: lineOf(last) });
    await db.update(variants).set({ stock: 0 }).where(eq(variants.id, gone!.variants[0]!.id));
    await db.update(variants).set({ stock: 1 }).where(eq(variants.id, last!.variants[0]!.id));
    const place = (shopper: (typeof buyers)[number]) =>
      api(server.url, shopper.token).POST('/orders', {
        body: shopping.cashOrder(shopper.addressId),
        params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      });

    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select stock from variants where id = $1 for update', [lineOf(busy).fk_variant]);
      const placing = buyers.map(place);
      // Bounded: until the placements let in are all waiting for the row.
      const deadline = Date.now() + 20_000;
      while ((await blockedBehind(holder)) < concurrency && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await blockedBehind(holder)).toBe(concurrency);

      // Answered while the row is still held: it never took a place.
      const refused = await place(late!);
      expect(refused.response.status).toBe(409);
      expect(refused.error?.message).toMatch(new RegExp(`${texts.outOfStock}$`));

      // Fillable when it comes in, so it queues; sold out by another writer, it is refused where it waits.
      const waiting = place(waiter!);
      await db
        .update(variants)
        .set({ stock: 0 })
        .where(eq(variants.id, lineOf(last).fk_variant));
      const refusedWaiting = await waiting;
      expect(refusedWaiting.response.status).toBe(409);
      expect(refusedWaiting.error?.message).toMatch(new RegExp(`${texts.outOfStock}$`));
      expect(await blockedBehind(holder)).toBe(concurrency);

      await holder.query('commit');
      expect((await Promise.all(placing)).map((placed) => placed.response.status)).toEqual(buyers.map(() => 201));
    } finally {
      await holder.end();
    }
  }, 60_000);
});
