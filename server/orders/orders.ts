import { and, desc, eq } from 'drizzle-orm';
import { userId } from '../auth';
import type { AppContext } from '../context/context';
import { orders } from '../db/schema';
import { conflict, notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Handlers } from '../contract/handler-types';
import type { Queryable } from '../db/connect';
import { refundNowOrLater } from './payments/refunds';
import { cancelOrderNow } from './order-steps';
import { placeOrderHandler } from './placing/place-order';
import { orderView, ordersView, type OrderRow } from './order-view';
import { momentOf } from '../mail/outbox';

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

    async cancelOrder(request) {
      const { stepped, owed } = await cancelOrderNow(db, request.params.id, momentOf(ctx), {
        by: 'shopper',
        reason: '',
        userId: userId(request),
      });
      if (!stepped) throw notFound(messages.orders.notFound);
      if (!stepped.done) throw conflict(messages.orders.cannotCancel(stepped.now));
      await refundNowOrLater(ctx, owed, request.log);
      return { message: messages.orders.cancelled };
    },
  };
}
