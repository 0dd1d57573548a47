// A taken payment becomes the order step 1 priced or, if that fails, its refund; never both, never twice (decision 0014).
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#server/context/context';
import type { Queryable } from '#server/db/connect';
import { planGenerically } from '#server/db/prepared';
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

export type Settlement = PlacedAnswer | 'refunded';

export interface TakenPayment {
  paymentId: string;
  /** None when the server settles on its own. */
  idempotencyKey: string | null;
  requestHash: string;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug'>;

/** No Idempotency-Key is stored with an order the server settled, so nothing compares this fingerprint. */
const SETTLED_BY_SERVER = 'settled-by-server';

const unsettledCapture = sql`${paymentIntents.capturedAt} is not null and ${paymentIntents.status} not in ('paid', 'refunded')`;

export const awaitsSettlement = (intent: Pick<Intent, 'capturedAt' | 'status'>) =>
  intent.capturedAt !== null && intent.status !== 'paid' && intent.status !== 'refunded';

async function paidAnswer(q: Queryable, intent: Intent): Promise<PlacedAnswer> {
  const [row] = await q
    .select({ stored: orders.idempotentResponse })
    .from(orders)
    .where(eq(orders.id, intent.orderId ?? -1));
  if (!row?.stored) throw new Error(`payment intent ${intent.id} is paid but has no order`);
  return storedAnswerOf(row.stored);
}

/** From the units held or, when the hold was released, today's stock; the intent's lock makes a concurrent settlement answer the same. */
export async function settle(
  ctx: AppContext,
  intent: Pick<Intent, 'id' | 'userId'>,
  payment: TakenPayment,
  log: Log,
): Promise<Settlement> {
  try {
    return await ctx.db.transaction(async (tx) => {
      // Its statements find their rows by id, as a turn's do (decision 0091).
      await planGenerically(ctx.db, tx);
      const current = (await lockIntent(ctx.db, tx, eq(paymentIntents.id, intent.id)))!;
      if (current.status === 'refunded') return 'refunded';
      if (current.status === 'paid') return paidAnswer(tx, current);
      return createOrder(ctx, tx, {
        ...snapshotOf(current),
        userId: current.userId,
        paymentMode: 'O',
        paymentId: payment.paymentId,
        providerOrderId: current.providerOrderId,
        idempotencyKey: payment.idempotencyKey,
        requestHash: payment.requestHash,
        stockHeld: current.status === 'pending',
        intentId: current.id,
        // Paid, in the statement that writes its order.
        alongside: (orderId) => [
          [
            'paid_intent',
            tx
              .update(paymentIntents)
              .set({
                status: 'paid',
                orderId,
                paymentId: payment.paymentId,
                capturedAt: current.capturedAt ?? ctx.now(),
              })
              .where(eq(paymentIntents.id, current.id)),
          ],
        ],
      });
    });
  } catch (error) {
    // A key that already answered: that answer; one used for another order throws 409 (no reason to refund).
    const { idempotencyKey: key } = payment;
    const winner = key ? await storedAnswer(ctx.db, intent.userId, key, payment.requestHash) : null;
    if (winner) return winner;
    warnWithCause(log, error, 'a paid order could not be placed: refunding the payment');
    return refundUnplaced(ctx, intent, payment.paymentId);
  }
}

/**
 * Under the intent's lock, so two failing settlements refund once. The provider is called inside the
 * transaction: if it fails nothing is recorded and the next try repeats it (Razorpay's refund is idempotent).
 */
async function refundUnplaced(ctx: AppContext, intent: Pick<Intent, 'id'>, paymentId: string): Promise<Settlement> {
  return ctx.db.transaction(async (tx) => {
    const current = (await lockIntent(ctx.db, tx, eq(paymentIntents.id, intent.id)))!;
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

/** With the payment id recorded at capture. */
export const settleCaptured = (ctx: AppContext, intent: Pick<Intent, 'id' | 'userId' | 'paymentId'>, log: Log) =>
  settle(ctx, intent, { paymentId: intent.paymentId ?? '', idempotencyKey: null, requestHash: SETTLED_BY_SERVER }, log);

/** Captured payments whose step 2 never came are settled by the server after the hold's time or PAYMENT_SETTLE_SECONDS. */
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
 * Razorpay's `payment.captured` webhook (decision 0023): recorded as captured and settled as step 2 would;
 * another amount or currency is refused (decision 0033). False when no intent has that provider order.
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
