/**
 * The record of changes (issue 52): what the shop's people do from the command line is recorded in the change's own
 * transaction (who, when, what, before → after), an order's changes make its timeline, and the database keeps the
 * record as written: an update or a delete is refused, whoever asks.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recorded } from '#server/activity/record';
import { activity, variants } from '#server/db/schema';
import { pgError } from '#server/db/pg-error';
import { ownVariant } from '#tests/support/own-products';
import { serverWithMail } from '#tests/support/server-with-mail';
import { shopCommand } from '#tests/support/shop-command';
import { addToCart, call, cashOrder, newShopper } from '../orders/support';

const running = serverWithMail();
const shop = (...args: string[]) => shopCommand(running.server.ctx.db)(...args);

describe('the record of changes', () => {
  it('holds each change made from the command line, and an order’s make its timeline', async () => {
    const { db } = running.server.ctx;
    const shopper = await newShopper(running.server.url);
    const variant = await ownVariant(db, 4);
    await addToCart(running.server.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 1);
    const placed = await call(running.server.url, 'POST', '/orders', {
      token: shopper.token,
      body: cashOrder(shopper),
    });
    const order = placed.body.data as { int_glcode: number; order_id: string };
    await shop('advance', order.order_id);
    await shop('ship', order.order_id, 'Blue Dart', 'BD-77881');
    const [{ sku }] = (await db
      .select({ sku: variants.sku })
      .from(variants)
      .where(eq(variants.id, variant.variantId))) as [{ sku: string }];
    await shop('stock', sku, '9');

    const timeline = await recorded(db, { orderId: order.int_glcode });
    expect(timeline.map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'order.ship',
        { status: 'P' },
        { status: 'S', carrier: 'Blue Dart', trackingNumber: 'BD-77881', trackingUrl: null },
      ],
      ['order.process', { status: 'A' }, { status: 'P' }],
    ]);
    expect(timeline.every((row) => row.staffId === null && row.subject === `order ${order.order_id}`)).toBe(true);
    const said = await shop('activity');
    expect(said.split('\n')[0]).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  the command line  stock\\.set  variant ${sku}  stock: 3 → 9$`),
    );
    expect(await shop('activity', order.order_id)).toContain(
      // In jsonb's own order of keys: shorter first.
      `order.ship  order ${order.order_id}  status: P → S, carrier: Blue Dart, trackingUrl: null, trackingNumber: BD-77881`,
    );
  });

  it('is kept as written: the database refuses to change or delete a record', async () => {
    const { db } = running.server.ctx;
    const variant = await ownVariant(db, 2);
    await shop('stock', String(variant.variantId), '6');
    const [row] = await recorded(db, { limit: 1 });
    expect(row).toMatchObject({ action: 'stock.set', before: { stock: 2 }, after: { stock: 6 } });
    const refusal = (error: unknown) => pgError(error)?.code;
    // 42501, insufficient_privilege: the trigger's own refusal, not a failure of the statement.
    expect(await db.update(activity).set({ reason: 'tidied' }).where(eq(activity.id, row!.id)).catch(refusal)).toBe(
      '42501',
    );
    expect(await db.delete(activity).where(eq(activity.id, row!.id)).catch(refusal)).toBe('42501');
    expect((await recorded(db, { limit: 1 }))[0]).toEqual(row);
  });
});
