/**
 * A payment the provider reports taken for another amount or currency than its intent
 * asked (decision 0033): it never becomes the order. It is recorded, and given back for
 * what was taken.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#server/context/context';
import { paymentIntents, paymentMismatches } from '#server/db/schema';
import { heldLines, lockIntent, type Intent } from './holds';
import { restock } from '../stock';
import { momentOf } from '#server/mail/outbox';

/** A payment as the provider reports it taken (Razorpay's `payment.captured`). */
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
 * Under the intent's lock, once per payment. The intent's own payment, unsettled, is
 * refunded as `refundUnplaced` refunds one (settle.ts), so step 2, getPayment and the
 * sweep answer the refund and never settle it; any other payment on its provider order
 * is refunded beside it. One the intent already settled is left as it is: an order
 * placed for it stands (a person must look), and a refund of it was made already. The
 * provider is called inside the transaction: if it fails nothing is recorded, and the
 * provider's retry of the event tries again.
 */
export async function refuseMismatched(
  ctx: AppContext,
  intentId: number,
  payment: ReportedPayment,
  log: Log,
): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const intent = (await lockIntent(tx, eq(paymentIntents.id, intentId)))!;
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
