/**
 * A sold-out answer never waits behind a purchase (decisions 0057, 0070). With every turn of the server's admission
 * held (their shoppers' rows locked) and more placements queued behind them, the last units go to the placements
 * that came in first, as they come in, and the next one is refused at once. A cart changed while its placement waits
 * is placed as it is in its turn. A placement that could not claim but may get units back (a claim left past its
 * time) waits unclaimed, and is refused where it waits once nothing can come back.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '#rules/texts';
import { makeShoppers, type SaleShopper } from '#scripts/flash-sale';
import { products, stockClaims, variants } from '#server/db/schema';
import { foldSoldCounts } from '#server/orders/sold-counts';
import { sweepPayments } from '#server/orders/payments/sweep';
import { shopping } from '#tests/contract/shopping-fixtures';
import { ownProducts, type OwnProduct } from '#tests/support/own-products';
import { api, startTestServer, type TestServer } from '#tests/support/server';
import { blockedBehind } from '#tests/pg/blocked-behind';
import { databaseUrl } from '#tests/pg/pg-server';

let server: TestServer;

/**
 * This server's clock runs a minute ahead: the claim it leaves past its time below is past it only here, so the
 * other files' servers on this database (an unclaimed placement gives back every claim past its time) leave it be.
 */
const AHEAD_MS = 60_000;

beforeAll(async () => {
  server = await startTestServer({ databaseUrl: databaseUrl(), ctx: { now: () => new Date(Date.now() + AHEAD_MS) } });
}, 60_000);

afterAll(async () => {
  await server.close();
});

const lineOf = (product: OwnProduct | undefined, quantity = 1) => ({
  fk_product: product!.id,
  fk_variant: product!.variants[0]!.id,
  var_qty: quantity,
});

const place = (shopper: SaleShopper) =>
  api(server.url, shopper.token).POST('/orders', {
    body: shopping.cashOrder(shopper.addressId),
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
  });

const stockOf = async (product: OwnProduct | undefined) => {
  const [row] = await server.ctx.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, product!.variants[0]!.id));
  return row!.stock;
};

const soldCountOf = async (product: OwnProduct | undefined) => {
  const [row] = await server.ctx.db
    .select({ count: products.soldCount })
    .from(products)
    .where(eq(products.id, product!.id));
  return row!.count;
};

/** Placements waiting for a turn in the server, as its metrics say. */
async function waitingForTurns(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith('statefront_checkout_waiting '));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

/** Bounded: until `count` sessions wait for the holder's locks. */
async function untilBlocked(holder: pg.Client, count: number) {
  const deadline = Date.now() + 20_000;
  while ((await blockedBehind(holder)) < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(await blockedBehind(holder)).toBe(count);
}

/** Every turn of the admission taken by a buyer whose row the holder locks, in a transaction it leaves open. */
async function turnsHeld(busy: OwnProduct | undefined, holder: pg.Client) {
  const concurrency = server.ctx.config.checkoutConcurrency;
  const buyers = await makeShoppers(server.ctx.db, concurrency);
  for (const buyer of buyers) await api(server.url, buyer.token).PUT('/cart', { body: lineOf(busy) });
  await holder.query('begin');
  await holder.query('select id from users where id = any($1) for update', [buyers.map((b) => b.userId)]);
  const placing = buyers.map(place);
  await untilBlocked(holder, concurrency);
  return placing;
}

describe('sold-out answers on PostgreSQL', () => {
  it('claims the last units as placements come in and refuses the next at once, with every turn held', async () => {
    const { db } = server.ctx;
    const [busy, last] = await ownProducts(db, 2, 50);
    await db
      .update(variants)
      .set({ stock: 2 })
      .where(eq(variants.id, lineOf(last).fk_variant));
    const [first, second, late] = await makeShoppers(db, 3);
    for (const shopper of [first!, second!, late!])
      await api(server.url, shopper.token).PUT('/cart', { body: lineOf(last) });
    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    try {
      const buying = await turnsHeld(busy, holder);
      // Queued behind the held turns, each with its unit already out of stock. The first's order takes both
      // units of its cart as changed below: the busy stock falls by one more than the buyers'.
      const queued = [place(first!), place(second!)];
      const deadline = Date.now() + 20_000;
      while ((await stockOf(last)) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await stockOf(last)).toBe(0);

      const refused = await place(late!);
      expect(refused.response.status).toBe(409);
      expect(refused.error?.message).toBe(`${last!.title}: ${texts.outOfStock}`);
      // While it waits, the first changes its cart: its turn places the cart as it is then.
      await api(server.url, first!.token).PUT('/cart', { body: lineOf(busy) });
      expect(await blockedBehind(holder)).toBe(server.ctx.config.checkoutConcurrency);

      await holder.query('commit');
      expect((await Promise.all(buying)).map((placed) => placed.response.status)).toEqual(buying.map(() => 201));
      const [one, two] = await Promise.all(queued);
      expect([one!.response.status, two!.response.status]).toEqual([201, 201]);
      expect(await stockOf(last)).toBe(0);
      expect(await stockOf(busy)).toBe(50 - server.ctx.config.checkoutConcurrency - 1);
      // The first's claim was counted sold as its turn took it over, then counted off again and its cart as changed
      // counted: one unit of each product a buyer.
      await foldSoldCounts(db);
      expect(await soldCountOf(last)).toBe(2);
      expect(await soldCountOf(busy)).toBe(server.ctx.config.checkoutConcurrency + 1);
      expect(
        await db
          .select()
          .from(stockClaims)
          .where(inArray(stockClaims.userId, [first!.userId, second!.userId, late!.userId])),
      ).toEqual([]);
    } finally {
      await holder.end();
    }
  }, 60_000);

  it('lets a placement that may get units back wait unclaimed, and refuses it where it waits once none can', async () => {
    const { db } = server.ctx;
    const [busy, gone, spare] = await ownProducts(db, 3, 50);
    const [waiter] = await makeShoppers(db, 1);
    await api(server.url, waiter!.token).PUT('/cart', { body: lineOf(gone) });
    await db
      .update(variants)
      .set({ stock: 0 })
      .where(eq(variants.id, lineOf(gone).fk_variant));
    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    // No server's payments pass sweeps while this test runs (they take this lock, one at a time, or skip): the
    // test sweeps when it means to.
    await holder.query("select pg_advisory_lock(hashtext('statefront:payments-sweep'))");
    // A unit of another product, claimed by a placement whose process died: it may come back to anyone.
    await db
      .update(variants)
      .set({ stock: sql`${variants.stock} - 1` })
      .where(eq(variants.id, lineOf(spare).fk_variant));
    await db.insert(stockClaims).values({
      userId: 0,
      lines: [{ productId: spare!.id, variantId: lineOf(spare).fk_variant, quantity: 1 }],
      expiresAt: new Date(server.ctx.now().getTime() - 1_000),
    });
    try {
      const buying = await turnsHeld(busy, holder);
      let answered = false;
      const waiting = place(waiter!).finally(() => {
        answered = true;
      });
      // Not refused as it comes in: the dead claim's unit may come back to it, so it waits for a turn, unclaimed.
      const deadline = Date.now() + 20_000;
      while ((await waitingForTurns()) < 1 && !answered && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(answered).toBe(false);
      expect(await waitingForTurns()).toBe(1);
      // The payments sweep gives the dead claim back; the stock's change is announced, and the waiter looked at again.
      while ((await stockOf(spare)) < 50 && Date.now() < deadline) {
        await sweepPayments(server.ctx, server.app.log);
        await new Promise((r) => setTimeout(r, 50));
      }
      const refused = await waiting;
      expect(refused.response.status).toBe(409);
      expect(refused.error?.message).toBe(`${gone!.title}: ${texts.outOfStock}`);
      expect(await blockedBehind(holder)).toBe(server.ctx.config.checkoutConcurrency);

      await holder.query('commit');
      expect((await Promise.all(buying)).map((placed) => placed.response.status)).toEqual(buying.map(() => 201));
    } finally {
      await holder.end();
    }
  }, 60_000);
});
