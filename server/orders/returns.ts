import { and, count, eq } from 'drizzle-orm';
import { userId } from '../auth';
import type { AppContext } from '../context/context';
import { orderLines, orders, returns } from '../db/schema';
import { badRequest, conflict, notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Handlers } from '../contract/handler-types';
import { pgError, PG_UNIQUE_VIOLATION } from '../db/pg-error';
import { oweRefund, refundNowOrLater } from './payments/refunds';
import { mailReturnReceived } from './order-mails';
import { momentOf } from '../mail/outbox';
import { issueCreditNote } from '../invoices/tax-documents';

export function returnHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  return {
    /** One return per delivered line; once every line is back the order is R and its online payment refunded (decision 0023). */
    async returnProduct(request) {
      const user = userId(request);
      const body = request.body;
      const reason = body.return_text.trim();
      if (!reason) throw badRequest(messages.returns.reasonMissing);
      let owed: number | null;
      try {
        owed = await db.transaction(async (tx) => {
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
          if (lineCount!.n !== returnCount!.n) return null;
          await tx.update(orders).set({ status: 'R' }).where(eq(orders.id, order.id));
          await issueCreditNote(tx, order.id, ctx.now());
          return order.paymentMode === 'O' ? oweRefund(tx, order.id, ctx.now()) : null;
        });
      } catch (error) {
        // Two simultaneous returns of one line: the unique index lets one through.
        if (pgError(error)?.code === PG_UNIQUE_VIOLATION) throw conflict(messages.returns.alreadyReturned);
        throw error;
      }
      await refundNowOrLater(ctx, owed, request.log);
      return { message: messages.returns.placed };
    },
  };
}
