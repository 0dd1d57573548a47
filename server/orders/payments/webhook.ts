// Razorpay's webhook (decision 0023): signed over the raw body, each event id handled once.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#server/context/context';
import { paymentEvents } from '#server/db/schema';
import { notFound, unauthorized } from '#server/messages/errors';
import type { Body, Handlers } from '#server/contract/handler-types';
import { messages } from '#server/messages/messages';
import { operationIdOf } from '#server/contract/operation-id';
import { appWide } from '#server/plugins/app-wide';
import { addRouteHook } from '#server/plugins/route-hooks';
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
  // payment.failed releases nothing (decision 0014): another card may be tried while the hold lasts.
}

/** Off without a secret: 404 before the body is read, which would otherwise get its 400 or 415 first. */
export const webhookOffWithoutSecret = appWide<{ secret: string | undefined }>(async (app, { secret }) => {
  if (secret) return;
  // On its own route only: every other request would pay for the look.
  app.addHook('onRoute', (route) => {
    if (operationIdOf(route) !== 'paymentWebhook') return;
    addRouteHook(
      route,
      'onRequest',
      async () => {
        throw notFound(messages.payments.webhookDisabled);
      },
      { first: true },
    );
  });
});

export function webhookHandlers(ctx: AppContext): Handlers {
  return {
    async paymentWebhook(request) {
      // Even should the wiring change, never check a signature against no secret.
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
      // Handled before recorded, so Razorpay's retry finds a failed one unseen; handling twice is idempotent.
      await handle(ctx, request.body, request.log);
      await ctx.db
        .insert(paymentEvents)
        .values({ eventId, event: request.body.event, createdAt: ctx.now() })
        .onConflictDoNothing();
      return { message: messages.payments.webhookReceived };
    },
  };
}
