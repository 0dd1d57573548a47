import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context/context';
import { paymentIntents } from '../db/schema';
import { badRequest } from '../messages/errors';
import { messages } from '../messages/messages';
import { payableOf, priceCheckout, type PlaceOrderBody } from './checkout-price';
import { releaseExpired, releaseUnpaid } from './holds';
import { takeStock } from './stock';

/** Online step 1: the provider order to pay, for exactly the server's total, and the cart's stock held for it (decision 0014). */
export async function startPayment(ctx: AppContext, user: number, body: PlaceOrderBody, log: FastifyBaseLogger) {
  if (body.amount === undefined) throw badRequest(messages.payments.amountRequired);
  await releaseExpired(ctx, log);
  await releaseUnpaid(ctx, user, log);
  const checkout = await priceCheckout(ctx, ctx.db, user, body);
  const payable = payableOf(checkout, body);
  const providerOrder = await ctx.payments.createOrder(payable, 'INR', `u${user}-${ctx.now().getTime()}`);
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.paymentHoldSeconds * 1000);
  await ctx.db.transaction(async (tx) => {
    await takeStock(tx, checkout.items);
    await tx.insert(paymentIntents).values({
      providerOrderId: providerOrder.id,
      userId: user,
      amountPaise: payable,
      currency: 'INR',
      status: 'pending',
      request: checkout,
      createdAt: ctx.now(),
      expiresAt,
    });
  });
  return { message: messages.payments.created, data: { ...providerOrder, expires_at: expiresAt.toISOString() } };
}
