/**
 * An order shipped with its carrier and tracking number (issue 52): checked, written with the status, and mailed to
 * the shopper in the same transaction. The back office's Ship and `npm run shop -- ship` both come through here.
 */
import { and, eq } from 'drizzle-orm';
import { textLimits } from '#rules/limits';
import { isOneLine } from '#rules/patterns';
import { texts } from '#rules/texts';
import type { Db } from '../db/connect';
import { orders } from '../db/schema';
import type { MailMoment } from '../mail/outbox';
import { mailOrderEvent } from './order-mails';
import { record, type Actor } from '../activity/record';

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  /** Where the shopper follows it; null when the carrier gives none. */
  trackingUrl: string | null;
}

/** What is wrong with a shipment as given, in words; none when it can be written. */
export function shipmentProblems(given: Shipment): string[] {
  const words = texts.shipment;
  const problems: string[] = [];
  const carrier = given.carrier.trim();
  if (!carrier || carrier.length > textLimits.carrier || !isOneLine(carrier)) problems.push(words.carrier);
  if (
    !/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(given.trackingNumber.trim()) ||
    given.trackingNumber.trim().length > textLimits.trackingNumber
  )
    problems.push(words.trackingNumber);
  if (given.trackingUrl !== null) {
    const url = URL.canParse(given.trackingUrl) ? new URL(given.trackingUrl) : null;
    if (!url || !['https:', 'http:'].includes(url.protocol) || given.trackingUrl.length > textLimits.trackingUrl)
      problems.push(words.trackingUrl);
  }
  return problems;
}

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
