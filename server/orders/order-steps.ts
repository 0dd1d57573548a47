/**
 * An order's steps taken by the shop (issue 52): Received → Processed, Shipped → Delivered, and a cancel with its
 * reason, each with the shopper's mail and a record of the change, for the back office and the command line alike.
 * A step names the status it starts from, and its update is conditional on it: of two people taking one step at
 * once (or a shopper cancelling as staff process), one moves the order and the other is told what it is now.
 */
import { and, eq } from 'drizzle-orm';
import { canCancel, type OrderStatus } from '#rules/orders';
import { record, type Actor } from '../activity/record';
import type { Db, Queryable } from '../db/connect';
import { orderLines, orders } from '../db/schema';
import { issueCreditNote } from '../invoices/tax-documents';
import type { MailMoment } from '../mail/outbox';
import { mailOrderEvent, type OrderEvent } from './order-mails';
import { oweRefund } from './payments/refunds';
import { restock } from './stock';

export type Stepped =
  | { done: true; number: string }
  /** The order is not where the step starts: `now` is what it is. */
  | { done: false; number: string; now: OrderStatus }
  | null;

/**
 * The steps the shop takes along A → P → S → D, and the mail each sends. The back office ships with its tracking
 * (shipOrder); `advance` on the command line may ship without.
 */
export const orderSteps = {
  process: { from: 'A', to: 'P', mail: 'processed' },
  dispatch: { from: 'P', to: 'S', mail: 'shipped' },
  deliver: { from: 'S', to: 'D', mail: 'delivered' },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus; mail: OrderEvent }>;

export async function takeStep(
  db: Db,
  orderId: number,
  step: keyof typeof orderSteps,
  at: MailMoment,
  by: Actor,
): Promise<Stepped> {
  const { from, to, mail } = orderSteps[step];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: to })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ number: orders.orderNumber });
    if (!row) return notMoved(tx, orderId);
    await mailOrderEvent(tx, orderId, mail, at);
    await record(tx, by, at.now, {
      action: `order.${step}`,
      subject: `order ${row.number}`,
      orderId,
      before: { status: from },
      after: { status: to },
    });
    return { done: true, number: row.number };
  });
}

/**
 * A cancel, by the shopper or the shop: the row locked so two cancels cannot both restock or owe; the units back on
 * sale, the mail, the credit note, and an online payment owed back (the caller asks the provider after the commit).
 */
export async function cancelOrderNow(
  db: Db,
  orderId: number,
  at: MailMoment,
  { by, reason, userId }: { by: Actor | 'shopper'; reason: string; userId?: number },
): Promise<{ stepped: Stepped; owed: Awaited<ReturnType<typeof oweRefund>> | null }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), userId === undefined ? undefined : eq(orders.userId, userId)))
      .for('update');
    if (!order) return { stepped: null, owed: null };
    if (!canCancel(order.status))
      return { stepped: { done: false, number: order.orderNumber, now: order.status }, owed: null };
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    await restock(tx, lines, at);
    await tx.update(orders).set({ status: 'C' }).where(eq(orders.id, orderId));
    await mailOrderEvent(tx, orderId, 'cancelled', at);
    await issueCreditNote(tx, orderId, at.now);
    if (by !== 'shopper')
      await record(tx, by, at.now, {
        action: 'order.cancel',
        subject: `order ${order.orderNumber}`,
        orderId,
        before: { status: order.status },
        after: { status: 'C' },
        reason,
      });
    const owed = order.paymentMode === 'O' ? await oweRefund(tx, orderId, at.now) : null;
    return { stepped: { done: true, number: order.orderNumber }, owed };
  });
}

async function notMoved(tx: Queryable, orderId: number): Promise<Stepped> {
  const [now] = await tx
    .select({ number: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return now ? { done: false, number: now.number, now: now.status } : null;
}
