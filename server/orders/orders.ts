import { and, desc, eq } from 'drizzle-orm';
import { userId } from '../auth';
import type { AppContext } from '../context/context';
import { orderLines, orders } from '../db/schema';
import { conflict, notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Handlers } from '../contract/handler-types';
import type { Queryable } from '../db/connect';
import { restock } from './stock';
import { oweRefund, refundNowOrLater } from './payments/refunds';
import { placeOrderHandler } from './placing/place-order';
import { canCancel } from '#rules/orders';
import { orderView, ordersView, type OrderRow } from './order-view';
import { mailOrderEvent } from './order-mails';
import { momentOf } from '../mail/outbox';
import { issueCreditNote } from '../invoices/tax-documents';

/** The user's own order; anyone else's id is "not found", never their data. */
async function ownOrder(db: Queryable, user: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, user)));
  if (!row) throw notFound(messages.orders.notFound);
  return row;
}

export function orderHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  return {
    async listOrders(request) {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId(request)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return { data: await ordersView(ctx, db, rows) };
    },

    async getOrder(request) {
      const { id } = request.params;
      return { data: await orderView(ctx, db, await ownOrder(db, userId(request), id)) };
    },

    placeOrder: placeOrderHandler(ctx),

    /** The row locked so two cancels cannot both restock or owe; a failed refund leaves the cancel standing for the sweep. */
    async cancelOrder(request) {
      const { id } = request.params;
      const user = userId(request);
      const owed = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), eq(orders.userId, user)))
          .for('update');
        if (!order) throw notFound(messages.orders.notFound);
        if (!canCancel(order.status)) {
          throw conflict(messages.orders.cannotCancel(order.status));
        }
        const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, id));
        await restock(tx, lines, momentOf(ctx));
        await tx.update(orders).set({ status: 'C' }).where(eq(orders.id, id));
        await mailOrderEvent(tx, id, 'cancelled', momentOf(ctx));
        await issueCreditNote(tx, id, ctx.now());
        return order.paymentMode === 'O' ? oweRefund(tx, id, ctx.now()) : null;
      });
      await refundNowOrLater(ctx, owed, request.log);
      return { message: messages.orders.cancelled };
    },
  };
}
