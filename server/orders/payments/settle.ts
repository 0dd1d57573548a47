/**
 * Settling a payment the provider took (decision 0014): the order step 1 priced, or,
 * when it cannot be placed, the money back; never both, never either twice. Online step 2
 * settles its own payment; getPayment and the sweep settle one whose step 2 never came.
 */
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#server/context/context';
import type { Queryable } from '#server/db/connect';
import { orders, paymentIntents } from '#server/db/schema';
import { createOrder } from '../placing/create-order';
import { storedAnswer, storedAnswerOf } from '../placing/idempotency';
import type { PlacedAnswer } from '../order-view';
import { restock } from '../stock';
import { warnWithCause } from '#server/logging/warn-with-cause';
import { heldLines, lockIntent, snapshotOf, type Intent } from './holds';
import { isMismatch, refuseMismatched, type ReportedPayment } from './mismatched-payment';
import { mailRefundMade } from '../order-mails';
import { momentOf } from '#server/mail/outbox';

/** The order placed for the payment, or the refund that gave it back. */
export type Settlement = PlacedAnswer | 'refunded';

export interface TakenPayment {
  paymentId: string;
  /** Step 2's Idempotency-Key and request fingerprint, kept with the order; none when the server settles on its own. */
  idempotencyKey: string | null;
  requestHash: string;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug'>;

/** The fingerprint of an order no request asked for: no Idempotency-Key is stored with it, so nothing compares it. */
const SETTLED_BY_SERVER = 'settled-by-server';

/** Captured and neither paid nor refunded: money taken that nothing has settled yet. */
const unsettledCapture = sql`${paymentIntents.capturedAt} is not null and ${paymentIntents.status} not in ('paid', 'refunded')`;

export const awaitsSettlement = (intent: Pick<Intent, 'capturedAt' | 'status'>) =>
  intent.capturedAt !== null && intent.status !== 'paid' && intent.status !== 'refunded';

/** The answer a paid intent's order was placed with (the intent and its order are written together). */
async function paidAnswer(q: Queryable, intent: Intent): Promise<PlacedAnswer> {
  const [row] = await q
    .select({ stored: orders.idempotentResponse })
    .from(orders)
    .where(eq(orders.id, intent.orderId ?? -1));
  if (!row?.stored) throw new Error(`payment intent ${intent.id} is paid but has no order`);
  return storedAnswerOf(row.stored);
}

/**
 * The order as paid for, from the units held for it or, when the hold was released, from
 * the stock there is now; else the refund. The intent stays locked throughout, so a
 * concurrent settlement waits and then answers the same order (or the same refund).
 */
export async function settle(
  ctx: AppContext,
  intent: Pick<Intent, 'id' | 'userId'>,
  payment: TakenPayment,
  log: Log,
): Promise<Settlement> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const current = (await lockIntent(tx, eq(paymentIntents.id, intent.id)))!;
      if (current.status === 'refunded') return 'refunded';
      if (current.status === 'paid') return paidAnswer(tx, current);
      const answer = await createOrder(ctx, tx, {
        ...snapshotOf(current),
        userId: current.userId,
        paymentMode: 'O',
        paymentId: payment.paymentId,
        providerOrderId: current.providerOrderId,
        idempotencyKey: payment.idempotencyKey,
        requestHash: payment.requestHash,
        stockHeld: current.status === 'pending',
      });
      await tx
        .update(paymentIntents)
        .set({
          status: 'paid',
          orderId: answer.data.int_glcode,
          paymentId: payment.paymentId,
          capturedAt: current.capturedAt ?? ctx.now(),
        })
        .where(eq(paymentIntents.id, current.id));
      return answer;
    });
  } catch (error) {
    // A key that already answered: that answer; one used for another order throws 409 (the client's mistake, no reason to refund).
    const { idempotencyKey: key } = payment;
    const winner = key ? await storedAnswer(ctx.db, intent.userId, key, payment.requestHash) : null;
    if (winner) return winner;
    warnWithCause(log, error, 'a paid order could not be placed: refunding the payment');
    return refundUnplaced(ctx, intent, payment.paymentId);
  }
}

/**
 * The money was taken and no order could be made: it goes back, once. Under the
 * intent's lock, so two failing settlements refund once, and one that placed the
 * order meanwhile answers that order instead. The provider is called inside that
 * transaction: if it fails, nothing is recorded and the next settlement tries again
 * (Razorpay's refund is idempotent per payment).
 */
async function refundUnplaced(ctx: AppContext, intent: Pick<Intent, 'id'>, paymentId: string): Promise<Settlement> {
  return ctx.db.transaction(async (tx) => {
    const current = (await lockIntent(tx, eq(paymentIntents.id, intent.id)))!;
    if (current.status === 'paid') return paidAnswer(tx, current);
    if (current.status === 'refunded') return 'refunded';
    if (current.status === 'pending') await restock(tx, heldLines(current), momentOf(ctx));
    const refund = await ctx.payments.refund(paymentId, current.amountPaise);
    await tx
      .update(paymentIntents)
      .set({
        status: 'refunded',
        paymentId,
        capturedAt: current.capturedAt ?? ctx.now(),
        refundId: refund.id,
        refundPaise: refund.amount,
        refundedAt: ctx.now(),
      })
      .where(eq(paymentIntents.id, current.id));
    await mailRefundMade(tx, { userId: current.userId, orderId: null, amountPaise: refund.amount }, momentOf(ctx));
    return 'refunded';
  });
}

/** Settles a payment the server saw captured, with the payment id it recorded then. */
export const settleCaptured = (ctx: AppContext, intent: Pick<Intent, 'id' | 'userId' | 'paymentId'>, log: Log) =>
  settle(ctx, intent, { paymentId: intent.paymentId ?? '', idempotencyKey: null, requestHash: SETTLED_BY_SERVER }, log);

/**
 * The sweep's part: captured payments whose step 2 has not come while their hold's time
 * ran out, or for longer than PAYMENT_SETTLE_SECONDS, are settled by the server, so
 * nobody stays charged without an order even if they never come back. One that fails
 * (a refund the provider did not answer) is logged and tried again by the next pass.
 */
export async function settleAbandoned(ctx: AppContext, log: Log): Promise<number> {
  const now = ctx.now();
  const graceEnded = new Date(now.getTime() - ctx.config.paymentSettleSeconds * 1000);
  const due = await ctx.db
    .select({ id: paymentIntents.id, userId: paymentIntents.userId, paymentId: paymentIntents.paymentId })
    .from(paymentIntents)
    .where(and(unsettledCapture, or(lte(paymentIntents.expiresAt, now), lte(paymentIntents.capturedAt, graceEnded))))
    .orderBy(asc(paymentIntents.id));
  for (const intent of due) {
    try {
      await settleCaptured(ctx, intent, log);
    } catch (error) {
      warnWithCause(log, error, 'settling a captured payment failed: the next sweep tries again', {
        paymentIntent: intent.id,
      });
    }
  }
  return due.length;
}

/**
 * The provider reports a payment taken on one of our provider orders (Razorpay's
 * `payment.captured` webhook, decision 0023): it is recorded as captured, as the
 * sandbox's card page records it, and settled now, in the path step 2 takes. A payment
 * already settled (its step 2 came first) is left as it is. One for another amount or
 * currency than the intent asked is refused instead (decision 0033). False when no
 * intent has that provider order.
 */
export async function settleReported(ctx: AppContext, payment: ReportedPayment, log: Log): Promise<boolean> {
  const [asked] = await ctx.db
    .select({ id: paymentIntents.id, amountPaise: paymentIntents.amountPaise, currency: paymentIntents.currency })
    .from(paymentIntents)
    .where(eq(paymentIntents.providerOrderId, payment.providerOrderId));
  if (!asked) return false;
  if (isMismatch(asked, payment)) {
    await refuseMismatched(ctx, asked.id, payment, log);
    return true;
  }
  const [intent] = await ctx.db
    .update(paymentIntents)
    .set({
      capturedAt: sql`coalesce(${paymentIntents.capturedAt}, ${ctx.now()})`,
      paymentId: sql`coalesce(${paymentIntents.paymentId}, ${payment.paymentId})`,
    })
    .where(eq(paymentIntents.id, asked.id))
    .returning();
  if (awaitsSettlement(intent!)) await settleCaptured(ctx, intent!, log);
  return true;
}
