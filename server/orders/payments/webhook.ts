/**
 * Razorpay's webhook (decision 0023): how the server learns of a payment whose browser
 * never sent step 2, and of a refund whose answer it lost. Signed over the raw body; each
 * event id is handled once; the work is the settlement step 2 and the sweep do, for a
 * payment of the amount asked only (decision 0033).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#server/context/context';
import { paymentEvents } from '#server/db/schema';
import { notFound, unauthorized } from '#server/messages/errors';
import type { Body, Handlers } from '#server/contract/handler-types';
import { messages } from '#server/messages/messages';
import { operationIdOf } from '#server/contract/operation-id';
import { appWide } from '#server/plugins/app-wide';
import { refundConfirmed } from './refunds';
import { settleReported } from './settle';
import { isValidWebhookSignature } from '#server/payment-provider/signature';

type WebhookEvent = Body<'paymentWebhook'>;

/** What one event changes; every other event is acknowledged and changes nothing. */
async function handle(ctx: AppContext, event: WebhookEvent, log: FastifyBaseLogger): Promise<void> {
  const payment = event.payload.payment?.entity;
  const refund = event.payload.refund?.entity;
  if (event.event === 'payment.captured' && payment?.order_id) {
    const reported = {
      providerOrderId: payment.order_id,
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
    };
    if (!(await settleReported(ctx, reported, log)))
      log.warn('a captured payment for a provider order this shop does not know');
  } else if (event.event === 'refund.processed' && refund) {
    await refundConfirmed(ctx, refund.payment_id, refund);
  }
  // payment.failed: a declined card releases nothing (decision 0014); the shopper may try
  // another card while the hold lasts, and the sweep releases it after.
}

/**
 * Without a secret the webhook is off, and answers 404 before anything of the request is
 * read: a malformed body or a wrong content type would otherwise get its 400 or 415 first.
 */
export const webhookOffWithoutSecret = appWide<{ secret: string | undefined }>(async (app, { secret }) => {
  if (secret) return;
  app.addHook('onRequest', async (request) => {
    if (operationIdOf(request.routeOptions) === 'paymentWebhook') throw notFound(messages.payments.webhookDisabled);
  });
});

export function webhookHandlers(ctx: AppContext): Handlers {
  return {
    async paymentWebhook(request) {
      // webhookOffWithoutSecret answers first; this keeps the handler from checking against no secret whatever the wiring.
      const secret = ctx.config.razorpayWebhookSecret;
      if (!secret) throw notFound(messages.payments.webhookDisabled);
      const signature = request.headers['x-razorpay-signature'] ?? '';
      if (!request.rawBody || !isValidWebhookSignature(request.rawBody, signature, secret)) {
        throw unauthorized(messages.payments.webhookUnsigned);
      }
      const eventId = request.headers['x-razorpay-event-id']!;
      const [seen] = await ctx.db
        .select({ id: paymentEvents.eventId })
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, eventId));
      if (seen) return { message: messages.payments.webhookReceived };
      // Handled before it is recorded: if handling fails, Razorpay's retry finds it unseen. Two
      // deliveries at once both handle it, which is safe: settling and recording a refund are idempotent.
      await handle(ctx, request.body, request.log);
      await ctx.db
        .insert(paymentEvents)
        .values({ eventId, event: request.body.event, createdAt: ctx.now() })
        .onConflictDoNothing();
      return { message: messages.payments.webhookReceived };
    },
  };
}
