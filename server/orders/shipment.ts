/**
 * An order shipped with its carrier and tracking number (issue 52): checked, written with the status, and mailed to
 * the shopper in the same transaction. The back office's Ship and `npm run shop -- ship` both come through here.
 */
import { and, eq } from 'drizzle-orm';
import { texts } from '#rules/texts';
import type { Shipment } from '#rules/shipment';
import type { Db } from '../db/connect';
import { orders } from '../db/schema';
import type { MailMoment } from '../mail/outbox';
import { mailOrderEvent } from './order-mails';
import { record, type Actor } from '../activity/record';

export type Shipped =
  | { shipped: true; number: string }
  | { shipped: false; number: string; why: string }
  | { shipped: false; number: null; why: 'no such order' };

/** Processed → Shipped, with its shipment, and the shopper's mail; a shipment is checked first (shipmentProblems). */
export async function shipOrder(
  db: Db,
  orderId: number,
  shipment: Shipment,
  at: MailMoment,
  by: Actor,
): Promise<Shipped> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { shipped: false, number: null, why: 'no such order' };
    if (order.status !== 'P')
      return {
        shipped: false,
        number: order.orderNumber,
        why: texts.shipment.notProcessed(order.orderNumber, texts.orderStatus[order.status]),
      };
    await tx
      .update(orders)
      .set({
        status: 'S',
        carrier: shipment.carrier.trim(),
        trackingNumber: shipment.trackingNumber.trim(),
        trackingUrl: shipment.trackingUrl,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'P')));
    await mailOrderEvent(tx, order.id, 'shipped', at);
    await record(tx, by, at.now, {
      action: 'order.ship',
      subject: `order ${order.orderNumber}`,
      orderId: order.id,
      before: { status: order.status },
      after: {
        status: 'S',
        carrier: shipment.carrier.trim(),
        trackingNumber: shipment.trackingNumber.trim(),
        trackingUrl: shipment.trackingUrl,
      },
    });
    return { shipped: true, number: order.orderNumber };
  });
}
