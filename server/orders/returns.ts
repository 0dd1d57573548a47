import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { userId } from '../auth';
import type { AppContext } from '../context/context';
import { orderLines, orders, returns } from '../db/schema';
import { badRequest, conflict, notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Handlers } from '../contract/handler-types';
import { pgError, PG_UNIQUE_VIOLATION } from '../db/pg-error';
import { oweRefund } from './payments/refunds';
import { restock } from './stock';
import { record, type Actor } from '../activity/record';
import type { Tx } from '../db/connect';
import { mailReturnDeclined, mailReturnReceived } from './order-mails';
import { momentOf, type MailMoment } from '../mail/outbox';
import { issueCreditNote } from '../invoices/tax-documents';

export function returnHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  return {
    /** One return asked for per delivered line; once every line is asked back the order is R (decision 0053). */
    async returnProduct(request) {
      const user = userId(request);
      const body = request.body;
      const reason = body.return_text.trim();
      if (!reason) throw badRequest(messages.returns.reasonMissing);
      try {
        await db.transaction(async (tx) => {
          const [order] = await tx
            .select()
            .from(orders)
            .where(and(eq(orders.id, body.order_id), eq(orders.userId, user)))
            .for('update');
          if (!order) throw notFound(messages.orders.notFound);
          const [line] = await tx
            .select()
            .from(orderLines)
            .where(
              and(
                eq(orderLines.orderId, order.id),
                eq(orderLines.productId, body.fk_product),
                eq(orderLines.variantId, body.fk_variant),
              ),
            );
          if (!line) throw notFound(messages.returns.notInOrder);
          const [already] = await tx.select({ id: returns.id }).from(returns).where(eq(returns.orderLineId, line.id));
          if (already || order.status === 'R') throw conflict(messages.returns.alreadyReturned);
          if (order.status !== 'D') throw conflict(messages.returns.onlyDelivered);
          await tx.insert(returns).values({
            orderId: order.id,
            orderLineId: line.id,
            productId: line.productId,
            variantId: line.variantId,
            reason,
            createdAt: ctx.now(),
          });
          await mailReturnReceived(tx, order.id, line.id, momentOf(ctx));
          const [lineCount] = await tx.select({ n: count() }).from(orderLines).where(eq(orderLines.orderId, order.id));
          const [returnCount] = await tx.select({ n: count() }).from(returns).where(eq(returns.orderId, order.id));
          // Every line asked back: the order is Returned (product §4). Nothing is refunded or credited until the
          // shop has the goods (receiveReturn, decision 0053).
          if (lineCount!.n === returnCount!.n)
            await tx.update(orders).set({ status: 'R' }).where(eq(orders.id, order.id));
        });
      } catch (error) {
        // Two simultaneous returns of one line: the unique index lets one through.
        if (pgError(error)?.code === PG_UNIQUE_VIOLATION) throw conflict(messages.returns.alreadyReturned);
        throw error;
      }
      return { message: messages.returns.placed };
    },
  };
}

export interface Received {
  number: string;
  /** The lines the shop had back now, and whether they went back on sale. */
  lines: { title: string; quantity: number }[];
  restocked: boolean;
  /** Every line is back: the credit note issued, and for a payment online, its refund owed (the payments pass makes it). */
  whole: boolean;
  refundOwed: boolean;
}

/**
 * The shop has the goods of an order's returns back (decision 0053), line by line as they come: each waiting return
 * (or the one line asked for) is received, its units back on sale when `restock`; once every line of a Returned order is back, the credit note is issued and an online payment
 * is owed back (decision 0023's refund, made by the payments pass). Answers null when no return of the order waits.
 */
export async function receiveReturn(
  tx: Tx,
  orderId: number,
  {
    restock: putBack,
    at,
    by,
    variantId,
  }: {
    restock: boolean;
    at: MailMoment;
    by: Actor /** Only this line's return; all of the order's waiting when absent. */;
    variantId?: number;
  },
): Promise<Received | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return null;
  const waiting = await tx
    .select({ id: returns.id, lineId: returns.orderLineId })
    .from(returns)
    .where(
      and(
        eq(returns.orderId, order.id),
        isNull(returns.receivedAt),
        variantId === undefined ? undefined : eq(returns.variantId, variantId),
      ),
    );
  if (waiting.length === 0) return null;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.id,
        waiting.map((w) => w.lineId),
      ),
    );
  await tx
    .update(returns)
    .set({ receivedAt: at.now, restocked: putBack })
    .where(
      inArray(
        returns.id,
        waiting.map((w) => w.id),
      ),
    );
  if (putBack) await restock(tx, lines, at);
  const [open] = await tx
    .select({ n: count() })
    .from(returns)
    .where(and(eq(returns.orderId, order.id), isNull(returns.receivedAt)));
  const whole = order.status === 'R' && open!.n === 0;
  let refundOwed = false;
  if (whole) {
    await issueCreditNote(tx, order.id, at.now);
    refundOwed = order.paymentMode === 'O' && (await oweRefund(tx, order.id, at.now)) !== null;
  }
  await record(tx, by, at.now, {
    action: 'return.receive',
    subject: `order ${order.orderNumber}`,
    orderId: order.id,
    after: {
      lines: lines.map((line) => ({ title: line.title, quantity: line.quantity })),
      restocked: putBack,
      creditNote: whole,
      refundOwed,
    },
  });
  return {
    number: order.orderNumber,
    lines: lines.map((line) => ({ title: line.title, quantity: line.quantity })),
    restocked: putBack,
    whole,
    refundOwed,
  };
}

export type Declined = { declined: true; number: string; title: string } | { declined: false; why: string };

/**
 * The shop will not take a line back (issue 52): its request is withdrawn with the reason, mailed to the shopper,
 * and kept in the record of changes; an order that was Returned because every line was asked back is Delivered
 * again. The line may be asked back again, if she has more to say.
 */
export async function declineReturn(
  tx: Tx,
  orderId: number,
  variantId: number,
  reason: string,
  { at, by }: { at: MailMoment; by: Actor },
): Promise<Declined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return { declined: false, why: messages.orders.notFound };
  const [asked] = await tx
    .select()
    .from(returns)
    .where(and(eq(returns.orderId, order.id), eq(returns.variantId, variantId), isNull(returns.receivedAt)));
  if (!asked) return { declined: false, why: `Order ${order.orderNumber} has no return of that line waiting.` };
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, asked.orderLineId));
  await tx.delete(returns).where(eq(returns.id, asked.id));
  if (order.status === 'R') await tx.update(orders).set({ status: 'D' }).where(eq(orders.id, order.id));
  await mailReturnDeclined(tx, order.id, line!, reason, at);
  await record(tx, by, at.now, {
    action: 'return.decline',
    subject: `order ${order.orderNumber}`,
    orderId: order.id,
    before: { asked: line!.title, shoppersReason: asked.reason, status: order.status },
    after: { status: order.status === 'R' ? 'D' : order.status },
    reason,
  });
  return { declined: true, number: order.orderNumber, title: line!.title };
}
