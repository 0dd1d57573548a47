import { and, eq } from 'drizzle-orm';
import { userId } from '../auth';
import type { AppContext } from '../context/context';
import { orderLines, orders, products, reviews, users } from '../db/schema';
import { forbidden, notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Handlers } from '../contract/handler-types';
import { texts } from '#rules/texts';

export function reviewHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  return {
    /** Only a shopper who received it, once (a second replaces the first); name and email from the account, not the body. */
    async createReview(request, reply) {
      const user = userId(request);
      const body = request.body;
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, body.fk_product));
      if (!product) throw notFound(texts.productNotFound);
      const [received] = await db
        .select({ id: orderLines.id })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orders.userId, user), eq(orders.status, 'D'), eq(orderLines.productId, body.fk_product)))
        .limit(1);
      if (!received) throw forbidden(messages.reviews.needsDelivery);
      const [account] = await db
        .select({ firstName: users.firstName, email: users.email })
        .from(users)
        .where(eq(users.id, user));
      const review = {
        name: account!.firstName,
        email: account!.email,
        rating: body.rating,
        text: body.review_text.trim(),
        createdAt: ctx.now(),
      };
      await db
        .insert(reviews)
        .values({ productId: body.fk_product, userId: user, ...review })
        .onConflictDoUpdate({ target: [reviews.productId, reviews.userId], set: review });
      reply.code(201);
      return { message: texts.reviewThanks };
    },
  };
}
