// The shop's customers for the back office (issue 54): searched and paged, one with all the shop keeps of her, and her
// personal data erased on her request (server/account/erase.ts, decision 0058).
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import { texts } from '#rules/texts';
import { eraseShopper } from '../account/erase';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { addresses, mailOutbox, orders, products, reviews, stockWaits, users, variants } from '../db/schema';
import { notFound } from '../messages/errors';
import { toRupees } from '../pricing/money';
import { signedInStaff } from '../staff/guard';
import { mailRow } from './mails';
import { containsPattern } from '../catalog/listing';

export const ADMIN_CUSTOMERS_PAGE = 25;

const nameOf = (user: { firstName: string; lastName: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

export function adminCustomerHandlers(ctx: AppContext): Handlers {
  return {
    async listAdminCustomers(request) {
      const page = request.query.page ?? 1;
      const text = request.query.q?.trim();
      const like = text ? containsPattern(text) : undefined;
      const where = like
        ? or(
            ilike(users.email, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            ilike(users.mobile, like),
          )
        : undefined;
      const [counted] = await ctx.db.select({ total: count() }).from(users).where(where);
      const placed = ctx.db
        .select({ userId: orders.userId, placed: count().as('placed') })
        .from(orders)
        .groupBy(orders.userId)
        .as('placed');
      const rows = await ctx.db
        .select({ user: users, placed: placed.placed })
        .from(users)
        .leftJoin(placed, eq(placed.userId, users.id))
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(ADMIN_CUSTOMERS_PAGE)
        .offset((page - 1) * ADMIN_CUSTOMERS_PAGE);
      const total = counted?.total ?? 0;
      const answer: Answer<'listAdminCustomers'> = {
        data: rows.map(({ user, placed }) => ({
          id: user.id,
          name: nameOf(user),
          email: user.email,
          phone: user.mobile,
          joined_at: user.createdAt.toISOString(),
          orders: Number(placed ?? 0),
          erased: user.erasedAt !== null,
        })),
        page,
        pages: Math.ceil(total / ADMIN_CUSTOMERS_PAGE),
        total,
      };
      return answer;
    },

    async getAdminCustomer(request) {
      const id = request.params.customerId;
      const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
      if (!user) throw notFound(adminTexts.customers.noCustomer);
      const [hers, kept, waits, written, mails] = await Promise.all([
        ctx.db.select().from(orders).where(eq(orders.userId, id)).orderBy(desc(orders.createdAt), desc(orders.id)),
        ctx.db.select().from(addresses).where(eq(addresses.userId, id)).orderBy(asc(addresses.id)),
        ctx.db
          .select({ sku: variants.sku, title: products.title, since: stockWaits.createdAt })
          .from(stockWaits)
          .innerJoin(variants, eq(variants.id, stockWaits.variantId))
          .innerJoin(products, eq(products.id, variants.productId))
          .where(eq(stockWaits.userId, id))
          .orderBy(asc(stockWaits.createdAt)),
        ctx.db
          .select({ review: reviews, title: products.title })
          .from(reviews)
          .innerJoin(products, eq(products.id, reviews.productId))
          .where(eq(reviews.userId, id))
          .orderBy(desc(reviews.createdAt)),
        ctx.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, user.email))
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)),
      ]);
      const answer: Answer<'getAdminCustomer'> = {
        data: {
          id,
          name: nameOf(user),
          email: user.email,
          phone: user.mobile,
          joined_at: user.createdAt.toISOString(),
          erased_at: user.erasedAt?.toISOString() ?? null,
          orders: hers.map((order) => ({
            id: order.id,
            order_number: order.orderNumber,
            placed_at: order.createdAt.toISOString(),
            status_text: texts.orderStatus[order.status],
            payable: toRupees(order.payablePaise),
          })),
          addresses: kept.map((a) => ({
            id: a.id,
            text: [a.houseNo, a.appName, a.landmark, a.city, a.state, a.pincode].filter(Boolean).join(', '),
          })),
          stock_waits: waits.map((w) => ({ sku: w.sku, title: w.title, since: w.since.toISOString() })),
          reviews: written.map(({ review, title }) => ({
            id: review.id,
            title,
            rating: review.rating,
            text: review.text,
            at: review.createdAt.toISOString(),
          })),
          mails: mails.map(mailRow),
        },
      };
      return answer;
    },

    async eraseAdminCustomer(request) {
      const by = { staffId: signedInStaff(request).id };
      const done = await eraseShopper(ctx.db, request.params.customerId, request.body.email, ctx.now(), by);
      if (!done) throw notFound(adminTexts.customers.noCustomer);
      const answer: Answer<'eraseAdminCustomer'> = { message: adminTexts.customers.erased(done.orders) };
      return answer;
    },
  };
}
