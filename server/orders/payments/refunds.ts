/**
 * Refunds of a cancelled or returned online order (decision 0023): owed in the order's transaction, then
 * made under the intent's lock, so once however many try; a failed call stays owed for the sweep.
 */
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '#server/context/context';
import type { Tx } from '#server/db/connect';
import { orders, paymentIntents } from '#server/db/schema';
import { lockIntent } from './holds';
import { warnWithCause, type CauseLog } from '#server/logging/warn-with-cause';
import { mailRefundMade } from '../order-mails';
import { momentOf } from '#server/mail/outbox';

type Log = CauseLog;

const owed = and(isNotNull(paymentIntents.refundDueAt), ne(paymentIntents.status, 'refunded'));

/**
 * In the order's cancel or return, under its row lock: an online payment is owed back, all that staff refunds have
 * not given back already (the order's ledger then full). The intent's id, or null.
 */
export async function oweRefund(tx: Tx, orderId: number, now: Date): Promise<number | null> {
  const [order] = await tx
    .select({ payable: orders.payablePaise, refunded: orders.refundedPaise })
    .from(orders)
    .where(eq(orders.id, orderId));
  const rest = order ? order.payable - order.refunded : 0;
  if (rest <= 0) return null;
  const [intent] = await tx
    .update(paymentIntents)
    .set({ refundDueAt: now, refundDuePaise: rest })
    .where(
      and(eq(paymentIntents.orderId, orderId), eq(paymentIntents.status, 'paid'), isNull(paymentIntents.refundDueAt)),
    )
    .returning({ id: paymentIntents.id });
  if (!intent) return null;
  await tx.update(orders).set({ refundedPaise: order!.payable }).where(eq(orders.id, orderId));
  return intent.id;
}

/** Under the intent's lock; throws when the provider fails: nothing is written and the refund stays owed. */
export async function refundOwed(ctx: AppContext, intentId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const intent = await lockIntent(ctx.db, tx, and(eq(paymentIntents.id, intentId), owed));
    if (!intent) return;
    const refund = await ctx.payments.refund(intent.paymentId ?? '', intent.refundDuePaise ?? intent.amountPaise);
    await tx
      .update(paymentIntents)
      .set({ status: 'refunded', refundId: refund.id, refundPaise: refund.amount, refundedAt: ctx.now() })
      .where(eq(paymentIntents.id, intent.id));
    await mailRefundMade(
      tx,
      { userId: intent.userId, orderId: intent.orderId, amountPaise: refund.amount },
      momentOf(ctx),
    );
  });
}

/** After the order's change is committed: the refund now, or, if the provider fails, by the sweep. */
export async function refundNowOrLater(ctx: AppContext, intentId: number | null, log: Log): Promise<void> {
  if (intentId === null) return;
  try {
    await refundOwed(ctx, intentId);
  } catch (error) {
    warnWithCause(log, error, 'a refund failed: the payments sweep tries again', { paymentIntent: intentId });
  }
}

/** Oldest first; one that fails is tried again by the next pass. */
export async function refundAllOwed(ctx: AppContext, log: Log): Promise<number> {
  const due = await ctx.db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(owed)
    .orderBy(asc(paymentIntents.refundDueAt));
  let made = 0;
  for (const { id } of due) {
    try {
      await refundOwed(ctx, id);
      made += 1;
    } catch (error) {
      warnWithCause(log, error, 'a refund failed again: the next sweep tries again', { paymentIntent: id });
    }
  }
  return made;
}

/** Our call's answer may have been lost: the webhook's word is recorded, once. */
export async function refundConfirmed(
  ctx: AppContext,
  paymentId: string,
  refund: { id: string; amount: number },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(paymentIntents)
      .set({ status: 'refunded', refundId: refund.id, refundPaise: refund.amount, refundedAt: ctx.now() })
      .where(and(eq(paymentIntents.paymentId, paymentId), owed))
      .returning({ userId: paymentIntents.userId, orderId: paymentIntents.orderId });
    if (!done) return false;
    await mailRefundMade(tx, { ...done, amountPaise: refund.amount }, momentOf(ctx));
    return true;
  });
}
