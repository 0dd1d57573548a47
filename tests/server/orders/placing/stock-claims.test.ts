/**
 * Units claimed as a placement comes in (decision 0070): a cash order takes its claim over, and a claim that a
 * process which died mid-placement left past its time goes back to stock before a shopper who needs those units
 * is refused them. (A placement refused in its turn giving its claim back: online.test.ts, the wrong amount.)
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockClaims } from '#server/db/schema';
import { startTestServer } from '#tests/support/server';
import { addToCart, call, cashOrder, newShopper, setStock, stockOf, variantWithStock } from '../support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const place = (shopper: Awaited<ReturnType<typeof newShopper>>) =>
  call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });

const claimsOf = (variantId: number) =>
  server.ctx.db
    .select()
    .from(stockClaims)
    .where(sql`${stockClaims.lines} @> ${JSON.stringify([{ variantId }])}::jsonb`);

describe('stock claimed as a placement comes in', () => {
  it('is taken over by the order: sold once, and no claim is left', async () => {
    const { db } = server.ctx;
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(db, 40, 3);
    await addToCart(server.url, shopper, pick, 2);
    const sold = () => db.select({ count: products.soldCount }).from(products).where(eq(products.id, pick.productId));
    const [before] = await sold();

    expect((await place(shopper)).status).toBe(201);
    expect(await sold()).toEqual([{ count: before!.count + 2 }]);
    expect(await claimsOf(pick.variantId)).toEqual([]);
  });

  it('left past its time by a dead process, goes back before a shopper who needs its units is refused', async () => {
    const { db } = server.ctx;
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(db, 41, 1);
    await addToCart(server.url, shopper, pick, 1);
    await setStock(db, pick.variantId, 0);
    // The last unit, claimed by a placement whose process died a while ago.
    await db.insert(stockClaims).values({
      userId: 0,
      lines: [{ productId: pick.productId, variantId: pick.variantId, quantity: 1 }],
      expiresAt: new Date(server.ctx.now().getTime() - 1_000),
    });

    const placed = await place(shopper);
    expect(placed.status).toBe(201);
    expect(await stockOf(db, pick.variantId)).toBe(0);
    expect(await claimsOf(pick.variantId)).toEqual([]);

    // Nothing past its time is left now: the next shopper for it is refused at once.
    const late = await newShopper(server.url);
    await setStock(db, pick.variantId, 1);
    await addToCart(server.url, late, pick, 1);
    await setStock(db, pick.variantId, 0);
    const refused = await place(late);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/out of stock$/);
  });
});
