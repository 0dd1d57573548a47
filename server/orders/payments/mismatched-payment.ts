// A payment taken for another amount or currency than asked never becomes the order (decision 0033).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#server/context/context';
import { paymentIntents, paymentMismatches } from '#server/db/schema';
import { heldLines, lockIntent, type Intent } from './holds';
import { restock } from '../stock';
import { momentOf } from '#server/mail/outbox';

export interface ReportedPayment {
  providerOrderId: string;
  paymentId: string;
  /** In the smallest unit of `currency` (paise for INR). */
  amount: number;
  currency: string;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export const isMismatch = (intent: Pick<Intent, 'amountPaise' | 'currency'>, payment: ReportedPayment) =>
  payment.amount !== intent.amountPaise || payment.currency !== intent.currency;

/**
 * Once per payment, under the intent's lock: the intent's own unsettled payment is marked refunded so nothing
 * settles it; an order already placed for it stands (a person must look). The provider is called inside the
 * transaction: if it fails nothing is recorded and the event's retry tries again.
 */
export async function refuseMismatched(
  ctx: AppContext,
  intentId: number,
  payment: ReportedPayment,
  log: Log,
): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const intent = (await lockIntent(ctx.db, tx, eq(paymentIntents.id, intentId)))!;
    const [seen] = await tx.select().from(paymentMismatches).where(eq(paymentMismatches.paymentId, payment.paymentId));
    if (seen) return 'seen';
    const settled = intent.status === 'paid' || intent.status === 'refunded';
    const itsOwn = intent.paymentId === null || intent.paymentId === payment.paymentId;
    const refund = settled && itsOwn ? null : await ctx.payments.refund(payment.paymentId, payment.amount);
    if (refund && itsOwn) {
      if (intent.status === 'pending') await restock(tx, heldLines(intent), momentOf(ctx));
      await tx
        .update(paymentIntents)
        .set({
          status: 'refunded',
          paymentId: payment.paymentId,
          capturedAt: intent.capturedAt ?? ctx.now(),
          refundId: refund.id,
          refundPaise: refund.amount,
          refundedAt: ctx.now(),
        })
        .where(eq(paymentIntents.id, intent.id));
    }
    const { paymentId, amount, currency } = payment;
    await tx
      .insert(paymentMismatches)
      .values({ paymentId, intentId: intent.id, amount, currency, refundId: refund?.id ?? null, createdAt: ctx.now() });
    return intent.status === 'paid' && itsOwn ? 'ordered' : 'refunded';
  });
  const fields = { paymentIntent: intentId, amount: payment.amount, currency: payment.currency };
  if (outcome === 'refunded')
    log.warn(fields, 'a captured payment was not what its payment attempt asked: refunded, never settled');
  if (outcome === 'ordered')
    log.error(
      fields,
      'an order was placed for a payment the provider reports taken for another amount or currency: a person must look',
    );
}
