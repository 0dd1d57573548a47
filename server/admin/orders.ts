// Every shopper's orders for the back office (issue 52): by status, searched by number, email or name, a page at a time.
import { and, count, desc, eq, exists, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import { containsPattern } from '../catalog/listing';
import { texts } from '#rules/texts';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { orders, returns, users } from '../db/schema';
import { badRequest } from '../messages/errors';
import { adminOrderDetail } from './order-detail';
import { toRupees } from '../pricing/money';

export const ADMIN_ORDERS_PAGE = 25;

export function adminOrderHandlers(ctx: AppContext): Handlers {
  return {
    async getAdminOrder(request) {
      return { data: await adminOrderDetail(ctx, ctx.db, request.params.orderId) };
    },

    async listAdminOrders(request) {
      const { status, q, page = 1, returns: waitingReturn, from, to } = request.query;
      if (from && to && from > to) throw badRequest(adminTexts.orders.datesBackwards);
      const where: SQL[] = [];
      if (status) where.push(eq(orders.status, status));
      if (waitingReturn)
        where.push(
          exists(
            ctx.db
              .select({ one: sql`1` })
              .from(returns)
              .where(and(eq(returns.orderId, orders.id), isNull(returns.receivedAt))),
          ),
        );
      // The shop's days are India's (UTC+5:30).
      if (from) where.push(gte(orders.createdAt, new Date(`${from}T00:00:00+05:30`)));
      if (to) where.push(lt(orders.createdAt, new Date(new Date(`${to}T00:00:00+05:30`).getTime() + 86_400_000)));
      const text = q?.trim();
      if (text) {
        const like = containsPattern(text);
        where.push(
          or(
            ilike(orders.orderNumber, like),
            ilike(users.email, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          )!,
        );
      }
      const condition = where.length > 0 ? and(...where) : undefined;
      const [counted] = await ctx.db
        .select({ total: count() })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(condition);
      const rows = await ctx.db
        .select({
          id: orders.id,
          number: orders.orderNumber,
          placedAt: orders.createdAt,
          status: orders.status,
          payablePaise: orders.payablePaise,
          paymentMode: orders.paymentMode,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(condition)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ADMIN_ORDERS_PAGE)
        .offset((page - 1) * ADMIN_ORDERS_PAGE);
      const total = counted?.total ?? 0;
      const answer: Answer<'listAdminOrders'> = {
        data: rows.map((row) => ({
          id: row.id,
          order_number: row.number,
          placed_at: row.placedAt.toISOString(),
          status: row.status,
          status_text: texts.orderStatus[row.status],
          email: row.email,
          name: [row.firstName, row.lastName].filter(Boolean).join(' '),
          payable: toRupees(row.payablePaise),
          payment_mode: row.paymentMode,
        })),
        page,
        pages: Math.ceil(total / ADMIN_ORDERS_PAGE),
        total,
      };
      return answer;
    },
  };
}
