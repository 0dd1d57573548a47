/**
 * The back office's dashboard over real HTTP (issue 52): today's, 7 and 30 days' orders, revenue net of refunds and
 * average order (days of India), each of the 30 days' revenue for the chart, what waits, low stock, the searches that
 * found nothing and the mails, as `npm run shop -- dashboard` counts them. The clock stands in 2030, where only this
 * file's orders were placed.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orders, searchMisses, variants } from '#server/db/schema';
import { LOW_STOCK_AT } from '#server/orders/dashboard';
import { newShopperWithAddress, shopping } from '#tests/contract/shopping-fixtures';
import { ownVariant } from '#tests/support/own-products';
import { adminTestServer } from '#tests/support/admin-server';

// Noon in India on 15 March 2030.
const shop = adminTestServer(new Date('2030-03-15T06:30:00Z'));

/** A cash order of one unit of a product of its own: its id and what it is payable, in paise. */
async function placedOrder() {
  const shopper = await newShopperWithAddress(shop.api);
  const variant = await ownVariant(shop.server.ctx.db, 10);
  await shop.api.ok('updateCart', {
    token: shopper.token,
    body: { fk_product: variant.productId, fk_variant: variant.variantId, var_qty: 1 },
  });
  const placed = (await shop.api.ok('placeOrder', {
    token: shopper.token,
    body: shopping.cashOrder(shopper.addressId),
  })) as {
    data: { int_glcode: number };
  };
  const [row] = await shop.server.ctx.db.select().from(orders).where(eq(orders.id, placed.data.int_glcode));
  return { id: row!.id, paise: row!.payablePaise };
}

const rupees = (paise: number) => Math.round(paise) / 100;

describe('the dashboard', () => {
  it('counts orders and revenue net of refunds by days of India, each day for the chart, and what waits', async () => {
    const { session } = await shop.signedIn();
    const before = (await shop.api.ok('getDashboard', { staffSession: session })).data;
    expect(before.periods.map((p) => [p.days, p.orders, p.revenue])).toEqual([
      [1, 0, 0],
      [7, 0, 0],
      [30, 0, 0],
    ]);

    const first = await placedOrder();
    const refunded = await placedOrder();
    await shop.server.ctx.db.update(orders).set({ refundedPaise: 5000 }).where(eq(orders.id, refunded.id));
    const earlier = await placedOrder();
    // Three days back, just after midnight in India (18:31 UTC the day before that).
    const threeDaysBack = new Date('2030-03-11T18:31:00Z');
    await shop.server.ctx.db.update(orders).set({ createdAt: threeDaysBack }).where(eq(orders.id, earlier.id));
    // Cancelled: an order of the day, no revenue.
    const cancelled = await placedOrder();
    await shop.server.ctx.db.update(orders).set({ status: 'C' }).where(eq(orders.id, cancelled.id));
    const low = await ownVariant(shop.server.ctx.db, 1);
    const lowVariants = await shop.server.ctx.db
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, low.productId));
    const mail = { kind: 'contact-reply', recipient: 'someone@example.com', subject: 'Hello', text: 'Hello' };
    await shop.server.ctx.db.insert(mailOutbox).values([
      { ...mail, nextAttemptAt: new Date('2031-03-15T06:30:00Z') },
      { ...mail, nextAttemptAt: new Date('2030-03-14T06:30:00Z'), gaveUpAt: new Date('2030-03-15T06:00:00Z') },
    ]);
    await shop.server.ctx.db.insert(searchMisses).values([
      { text: 'banarasi dupatta 2030', day: '2030-03-14', count: 4 },
      { text: 'old miss 2030', day: '2030-03-01', count: 9 },
    ]);

    const after = (await shop.api.ok('getDashboard', { staffSession: session })).data;
    const today = first.paise + refunded.paise - 5000;
    const week = today + earlier.paise;
    expect(after.periods).toEqual([
      { days: 1, orders: 3, revenue: rupees(today), average: rupees(Math.round(today / 2)) },
      { days: 7, orders: 4, revenue: rupees(week), average: rupees(Math.round(week / 3)) },
      { days: 30, orders: 4, revenue: rupees(week), average: rupees(Math.round(week / 3)) },
    ]);
    expect(after.daily).toHaveLength(30);
    expect(after.daily[0]!.date).toBe('2030-02-14');
    expect(after.daily.at(-1)).toEqual({ date: '2030-03-15', revenue: rupees(today) });
    expect(after.daily.find((day) => day.date === '2030-03-12')).toEqual({
      date: '2030-03-12',
      revenue: rupees(earlier.paise),
    });
    expect(after.daily.filter((day) => day.revenue > 0)).toHaveLength(2);

    expect(after.to_ship).toBe(before.to_ship + 3);
    expect(after.returns_waiting).toBe(before.returns_waiting);
    expect(after.low_stock_at).toBe(LOW_STOCK_AT);
    expect(after.low_stock).toBe(before.low_stock + lowVariants.length);
    expect(after.searches_found_nothing).toContainEqual({ text: 'banarasi dupatta 2030', count: 4 });
    expect(after.searches_found_nothing.map((miss) => miss.text)).not.toContain('old miss 2030');
    // The mail pass sends what is due as it goes: one mail given up, one not due for a year, counted as they stand.
    expect(after.mails.gave_up).toBe(before.mails.gave_up + 1);
    expect(after.mails.waiting).toBeGreaterThanOrEqual(1);
    const { rows } = await shop.server.ctx.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from mail_outbox where sent_at is null and gave_up_at is null`,
    );
    expect(after.mails.waiting).toBeGreaterThanOrEqual(rows[0]!.waiting);
  });
});
