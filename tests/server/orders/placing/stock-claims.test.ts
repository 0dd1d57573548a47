/**
 * Units claimed as a placement comes in (decision 0070): a cash order takes its claim over, and a claim that a
 * process which died mid-placement left past its time goes back to stock before a shopper who needs those units
 * is refused them; a copy let through for a claim of the shopper's own, whose turn comes first, takes that claim
 * over; a batch of arrivals claims each cart whole or not at all, in the order they came (decision 0074). (A
 * placement refused in its turn giving its claim back: online.test.ts, the wrong amount.)
 */
import { foldSoldCounts } from '#server/orders/sold-counts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockClaims, users } from '#server/db/schema';
import { startTestServer } from '#tests/support/server';
import { giveBack } from '#server/orders/placing/stock-claims';
import { momentOf } from '#server/mail/outbox';
import {
  addToCart,
  call,
  cashOrder,
  newShopper,
  onlineStepOne,
  setStock,
  type Shopper,
  stockOf,
  type VariantPick,
  variantWithStock,
} from '../support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const place = (shopper: Shopper) =>
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
    const sold = async () => {
      await foldSoldCounts(db);
      return db.select({ count: products.soldCount }).from(products).where(eq(products.id, pick.productId));
    };
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

  it.each([
    { way: 'cash', n: 43, place: (shopper: Shopper) => place(shopper), status: 201 },
    { way: 'online step 1', n: 44, place: (shopper: Shopper) => onlineStepOne(server.url, shopper), status: 200 },
  ])(
    'of a copy sent alongside whose turn has not come, is taken over by the $way copy let through for it',
    async ({ n, place: placeCopy, status }) => {
      const { db } = server.ctx;
      const shopper = await newShopper(server.url);
      const pick = await variantWithStock(db, n, 1);
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
      await addToCart(server.url, shopper, pick, 1);
      // The last unit, claimed by a copy of this placement still waiting for its turn on another process.
      await setStock(db, pick.variantId, 0);
      const [copy] = await db
        .insert(stockClaims)
        .values({
          userId: owner!.id,
          lines: [{ productId: pick.productId, variantId: pick.variantId, quantity: 1 }],
          expiresAt: new Date(server.ctx.now().getTime() + 60_000),
        })
        .returning();

      expect((await placeCopy(shopper)).status).toBe(status);
      expect(await claimsOf(pick.variantId)).toEqual([]);
      // The copy's turn finds this one made alongside and gives its claim back: no unit comes back twice.
      await giveBack(db, { id: copy!.id, takenOver: false }, momentOf(server.ctx));
      expect(await stockOf(db, pick.variantId)).toBe(0);
    },
  );

  it('in a batch, goes to each cart whole or not at all, in the order they came in', async () => {
    const { db } = server.ctx;
    const [x, y, z] = [
      await variantWithStock(db, 45, 2),
      await variantWithStock(db, 46, 2),
      await variantWithStock(db, 47, 2),
    ];
    const shopperWith = async (...lines: [VariantPick, number][]) => {
      const shopper = await newShopper(server.url);
      for (const [pick, quantity] of lines) await addToCart(server.url, shopper, pick, quantity);
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
      return { user: row!.id, key: null, address: shopper.addressId };
    };
    const takesY = await shopperWith([y, 1]);
    // Both lines fit the committed stock, but the unit of y is claimed ahead of her: x is left untouched.
    const wantsBoth = await shopperWith([x, 1], [y, 1]);
    const takesX = await shopperWith([x, 1]);
    const tooLate = await shopperWith([x, 1]);
    const twice = await shopperWith([z, 1]);
    for (const pick of [x, y, z]) await setStock(db, pick.variantId, 1);

    const now = server.ctx.now();
    const { rows } = await db.execute<{
      user_id: number;
      claim_id: number | null;
      short_title: string | null;
      short_stock: number | null;
      may_get_back: boolean | null;
    }>(
      sql`select * from statefront_claim_stock(${JSON.stringify([takesY, wantsBoth, takesX, tooLate, twice, twice])}::jsonb,
            ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + 60_000).toISOString()}::timestamptz, 0)`,
    );
    const claimed = rows.map((row) => row.claim_id !== null);
    expect(rows.map((row) => Number(row.user_id))).toEqual(
      [takesY, wantsBoth, takesX, tooLate, twice, twice].map((a) => a.user),
    );
    expect(claimed).toEqual([true, false, true, false, true, false]);
    expect(rows.map(({ short_title, short_stock, may_get_back }) => [short_title, short_stock, may_get_back])).toEqual([
      [null, null, false],
      [y.title, 0, false],
      [null, null, false],
      [x.title, 0, false],
      [null, null, false],
      // The copy's own claim answers it in its turn.
      [z.title, 0, true],
    ]);
    expect([await stockOf(db, x.variantId), await stockOf(db, y.variantId), await stockOf(db, z.variantId)]).toEqual([
      0, 0, 0,
    ]);
    const made = await db
      .select({ userId: stockClaims.userId, lines: stockClaims.lines })
      .from(stockClaims)
      .where(
        inArray(
          stockClaims.id,
          rows.flatMap((row) => (row.claim_id === null ? [] : [Number(row.claim_id)])),
        ),
      )
      .orderBy(stockClaims.id);
    const line = (pick: VariantPick) => [{ productId: pick.productId, variantId: pick.variantId, quantity: 1 }];
    expect(made).toEqual([
      { userId: takesY.user, lines: line(y) },
      { userId: takesX.user, lines: line(x) },
      { userId: twice.user, lines: line(z) },
    ]);
    // No placement is under way for them: left, they would hold this server's mails (decision 0075).
    await db.delete(stockClaims).where(inArray(stockClaims.userId, [takesY.user, takesX.user, twice.user]));
  });
});
