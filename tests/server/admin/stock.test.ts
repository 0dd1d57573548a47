/**
 * The back office's stock over real HTTP (issue 52): the variants low on stock (at 3 units or fewer unless told), and
 * a variant's stock set by a member, which from 0 mails the shoppers waiting for it through the outbox and ends their
 * waits, as `npm run shop -- stock` does, recorded with who did it; a stock that is not a whole number from 0 refused in
 * a sentence, writing nothing.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_AT } from '#server/orders/dashboard';
import { activity, mailOutbox, stockWaits, variants } from '#server/db/schema';
import { fingerprint } from '#tests/contract/db-fingerprint';
import { newShopperWithAddress } from '#tests/contract/shopping-fixtures';
import { ownVariant } from '#tests/support/own-products';
import { adminTestServer } from '#tests/support/admin-server';

const clock = new Date('2026-11-28T10:15:00Z');
const shop = adminTestServer(clock);
const signedIn = () => shop.signedIn();

const stockOf = async (variantId: number) =>
  (await shop.server.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId)))[0]!
    .stock;

describe('low stock', () => {
  it(`lists the variants at ${LOW_STOCK_AT} units or fewer unless told, fewest first, with who waits`, async () => {
    const { session } = await signedIn();
    const low = await ownVariant(shop.server.ctx.db, 0);
    const shopper = await newShopperWithAddress(shop.api);
    await shop.api.ok('waitForStock', { token: shopper.token, path: { variant_id: low.variantId } });
    const five = await ownVariant(shop.server.ctx.db, 5);

    const listed = await shop.api.ok('listLowStock', { staffSession: session });
    expect(listed.at_most).toBe(LOW_STOCK_AT);
    expect(listed.data.every((row) => row.stock <= LOW_STOCK_AT)).toBe(true);
    const stocks = listed.data.map((row) => row.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    // Waited for and sold out: among the first.
    expect(listed.data).toContainEqual(
      expect.objectContaining({ variant_id: low.variantId, stock: 0, waiting: 1, sku: expect.any(String) }),
    );
    expect(listed.data.map((row) => row.variant_id)).not.toContain(five.variantId);

    expect(listed.total).toBeGreaterThanOrEqual(listed.data.length);
    // More than are listed at once: narrowed by its sku, any case.
    const sku = (await shop.server.ctx.db.select().from(variants).where(eq(variants.id, five.variantId)))[0]!.sku;
    const narrowed = await shop.api.ok('listLowStock', {
      staffSession: session,
      query: { at_most: 5, q: sku.toLowerCase() },
    });
    expect(narrowed).toEqual({
      data: [{ variant_id: five.variantId, sku, product: expect.any(String), stock: 5, waiting: 0 }],
      at_most: 5,
      total: 1,
    });
    expect((await shop.api.ok('listLowStock', { staffSession: session, query: { q: sku } })).total).toBe(0);
  });
});

describe("a variant's stock", () => {
  it('from 0 to more mails each waiting shopper through the outbox and ends her wait, recorded with who set it', async () => {
    const { member, session } = await signedIn();
    const variant = await ownVariant(shop.server.ctx.db, 0);
    const shopper = await newShopperWithAddress(shop.api);
    await shop.api.ok('waitForStock', { token: shopper.token, path: { variant_id: variant.variantId } });
    const shownStock = async () =>
      (await shop.api.ok('getProduct', { path: { slug: variant.slug } })).data.variants.find(
        (v) => v.variant_id === variant.variantId,
      )?.stock;
    expect(await shownStock()).toBe(0);

    const set = await shop.api.ok('setVariantStock', {
      staffSession: session,
      path: { variant_id: variant.variantId },
      body: { stock: 4 },
    });
    expect(set.data).toEqual({ variant_id: variant.variantId, sku: expect.any(String), from: 0, to: 4, mailed: 1 });
    expect(set.message).toBe(`${set.data.sku}: stock set from 0 to 4. 1 waiting shopper was mailed that it is back.`);
    expect(await stockOf(variant.variantId)).toBe(4);
    const mailsTo = () =>
      shop.server.ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, shopper.email), eq(mailOutbox.kind, 'back-in-stock')));
    expect(await mailsTo()).toHaveLength(1);
    expect(
      await shop.server.ctx.db.select().from(stockWaits).where(eq(stockWaits.variantId, variant.variantId)),
    ).toEqual([]);
    // The product page shows it at once: the catalog's cached answers are forgotten.
    expect(await shownStock()).toBe(4);

    // From 4 to 6: nobody is mailed again.
    const again = await shop.api.ok('setVariantStock', {
      staffSession: session,
      path: { variant_id: variant.variantId },
      body: { stock: 6 },
    });
    expect(again.data).toMatchObject({ from: 4, to: 6, mailed: 0 });
    expect(again.message).toBe(`${set.data.sku}: stock set from 4 to 6.`);
    expect(await mailsTo()).toHaveLength(1);
    // The Activity page says who set it, from what to what.
    const said = (await shop.api.ok('listActivity', { staffSession: session })).data.filter(
      (entry) => entry.subject === `variant ${set.data.sku}`,
    );
    expect(said.map((entry) => [entry.who, entry.text])).toEqual([
      [member.email, 'Set the stock from 4 to 6'],
      [member.email, 'Set the stock from 0 to 4'],
    ]);
    expect(
      await shop.server.ctx.db
        .select()
        .from(activity)
        .where(eq(activity.subject, `variant ${set.data.sku}`)),
    ).toEqual([
      expect.objectContaining({ action: 'stock.set', staffId: member.id, before: { stock: 0 }, after: { stock: 4 } }),
      expect.objectContaining({ action: 'stock.set', staffId: member.id, before: { stock: 4 }, after: { stock: 6 } }),
    ]);
  });

  it('refuses a stock below 0, not whole, or not a number in a sentence, and a variant not there, writing nothing', async () => {
    const { session } = await signedIn();
    const variant = await ownVariant(shop.server.ctx.db, 2);
    const before = await fingerprint(shop.server.ctx.db);
    const refused = (stock: unknown) =>
      shop.api.fails('setVariantStock', 400, {
        staffSession: session,
        path: { variant_id: variant.variantId },
        body: { stock },
      });
    expect(await refused(-1)).toBe('Stock must be between 0 and 1000000.');
    expect(await refused(2.5)).toBe('Stock must be a whole number.');
    expect(await refused('7')).toBe('Stock must be a whole number.');
    expect(await refused(1_000_001)).toBe('Stock must be between 0 and 1000000.');
    expect(
      await shop.api.fails('setVariantStock', 404, {
        staffSession: session,
        path: { variant_id: 2_000_000_000 },
        body: { stock: 1 },
      }),
    ).toBe('There is no such variant.');
    expect(await shop.api.fails('listLowStock', 400, { staffSession: session, query: { at_most: -1 } })).toMatch(/\.$/);
    expect(await fingerprint(shop.server.ctx.db)).toEqual(before);
    expect(await stockOf(variant.variantId)).toBe(2);
  });
});
