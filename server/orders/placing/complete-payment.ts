import { and, eq } from 'drizzle-orm';
import type { AppContext } from '#server/context/context';
import { paymentIntents } from '#server/db/schema';
import { badRequest, conflict } from '#server/messages/errors';
import { messages } from '#server/messages/messages';
import type { Placement } from './placement';
import { releaseExpired } from '../payments/holds';
import { settle } from '../payments/settle';

/** Online step 2: the provider's signature over the order id we stored, then settled as the order or the refund. */
export async function completePayment(ctx: AppContext, { user, body, key, requestHash, log }: Placement) {
  const providerOrderId = body.var_provider_order_id ?? '';
  const signature = body.var_payment_signature ?? '';
  if (!providerOrderId || !signature) throw badRequest(messages.payments.stepTwoFields);
  const [intent] = await ctx.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.providerOrderId, providerOrderId), eq(paymentIntents.userId, user)));
  if (!intent || !ctx.payments.verify(intent.providerOrderId, body.var_payment_id, signature)) {
    throw badRequest(messages.payments.notVerified);
  }
  // Taking the stock again after the hold ended: release whatever else is due first.
  if (intent.status !== 'pending') await releaseExpired(ctx, log);
  const settled = await settle(ctx, intent, { paymentId: body.var_payment_id, idempotencyKey: key, requestHash }, log);
  if (settled === 'refunded') throw conflict(messages.payments.refunded);
  return settled;
}
