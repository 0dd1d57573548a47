/**
 * A refund made by the shop's staff (issue 52): some or all of what an order's shopper paid, given back. An online
 * payment's goes back through the provider (owed here, made by the payments pass); a cash order's is given by hand
 * and recorded with its UPI or bank reference. Every refund adds to the order's `refunded_paise` under its row lock,
 * and the database refuses a total past what was paid: two refunds at once, on two processes, cannot both pass.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isOneLine } from '#rules/patterns';
import { texts } from '#rules/texts';
import { record, type Actor } from '#server/activity/record';
import type { AppContext } from '#server/context/context';
import type { Db } from '#server/db/connect';
import { orders, paymentIntents, refunds } from '#server/db/schema';
import { pgError } from '#server/db/pg-error';
import { warnWithCause, type CauseLog } from '#server/logging/warn-with-cause';
import { momentOf, type MailMoment } from '#server/mail/outbox';
import { mailRefundMade } from '../order-mails';
import { issueRefundCreditNote } from '#server/invoices/tax-documents';

export interface RefundAsked {
  amountPaise: number;
  /** For an order paid by cash: how it was given back, and the UPI or bank reference. */
  byHand?: { method: 'cash' | 'bank'; reference: string };
  reason: string;
}

export type RefundOutcome =
  | { refunded: true; number: string; refundId: number; amountPaise: number; owed: boolean; leftPaise: number }
  /** `clash`: the order as it is now refuses it (nothing taken, or past what is left), not the request's form. */
  | { refunded: false; why: string; clash?: true };

const CHECK_VIOLATION = '23514';

export async function refundOrder(
  db: Db,
  orderId: number,
  asked: RefundAsked,
  at: MailMoment,
  by: Actor,
): Promise<RefundOutcome> {
  const words = texts.refunds;
  if (!Number.isInteger(asked.amountPaise) || asked.amountPaise <= 0) return { refunded: false, why: words.amount };
  if (asked.byHand && (!asked.byHand.reference.trim() || !isOneLine(asked.byHand.reference)))
    return { refunded: false, why: words.reference };
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return { refunded: false as const, why: words.noOrder };
      if (order.paymentMode === 'O' && asked.byHand) return { refunded: false as const, why: words.onlineByProvider };
      if (order.paymentMode === 'C' && !asked.byHand) return { refunded: false as const, why: words.cashByHand };
      if (order.paymentMode === 'O') {
        const [paid] = await tx
          .select({ id: paymentIntents.id })
          .from(paymentIntents)
          .where(and(eq(paymentIntents.orderId, order.id), inArray(paymentIntents.status, ['paid', 'refunded'])));
        if (!paid) return { refunded: false as const, why: words.nothingTaken, clash: true as const };
      }
      // The ledger first: past what was paid, the database refuses it here (orders_refunds_within_paid).
      await tx
        .update(orders)
        .set({ refundedPaise: order.refundedPaise + asked.amountPaise })
        .where(eq(orders.id, order.id));
      const [made] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          amountPaise: asked.amountPaise,
          method: asked.byHand?.method ?? 'provider',
          reference: asked.byHand?.reference.trim() ?? '',
          reason: asked.reason.trim(),
          madeAt: asked.byHand ? at.now : null,
          staffId: by === 'command line' ? null : by.staffId,
          createdAt: at.now,
        })
        .returning({ id: refunds.id });
      // Its credit note now, its share of every line: the refund is granted here, whenever the card sees it.
      await issueRefundCreditNote(tx, order.id, made!.id, at.now);
      if (asked.byHand)
        await mailRefundMade(tx, { userId: order.userId, orderId: order.id, amountPaise: asked.amountPaise }, at);
      await record(tx, by, at.now, {
        action: 'order.refund',
        subject: `order ${order.orderNumber}`,
        orderId: order.id,
        before: { refunded: order.refundedPaise / 100 },
        after: {
          refunded: (order.refundedPaise + asked.amountPaise) / 100,
          method: asked.byHand?.method ?? 'provider',
          ...(asked.byHand ? { reference: asked.byHand.reference.trim() } : {}),
        },
        reason: asked.reason.trim(),
      });
      return {
        refunded: true as const,
        number: order.orderNumber,
        refundId: made!.id,
        amountPaise: asked.amountPaise,
        owed: !asked.byHand,
        leftPaise: order.payablePaise - order.refundedPaise - asked.amountPaise,
      };
    });
  } catch (error) {
    if (pgError(error)?.code !== CHECK_VIOLATION) throw error;
    const [order] = await db
      .select({ payable: orders.payablePaise, refunded: orders.refundedPaise })
      .from(orders)
      .where(eq(orders.id, orderId));
    return { refunded: false, why: words.pastPaid((order!.payable - order!.refunded) / 100), clash: true };
  }
}

/** Under the refund's row lock, so once however many try; throws when the provider fails (it stays owed). */
async function makeOwed(ctx: AppContext, refundId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [owed] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), isNull(refunds.madeAt)))
      .for('update');
    if (!owed) return;
    // The payment it comes out of: paid, or since refunded of the rest by a cancel or a return.
    const [intent] = await tx
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.orderId, owed.orderId), inArray(paymentIntents.status, ['paid', 'refunded'])));
    if (!intent?.paymentId) return;
    const made = await ctx.payments.refund(intent.paymentId, owed.amountPaise);
    await tx.update(refunds).set({ madeAt: ctx.now(), reference: made.id }).where(eq(refunds.id, owed.id));
    await mailRefundMade(tx, { userId: intent.userId, orderId: owed.orderId, amountPaise: made.amount }, momentOf(ctx));
  });
}

/** The payments pass's turn: each staff refund still owed to a card, oldest first; one that fails waits for the next. */
export async function makeOwedStaffRefunds(ctx: AppContext, log: CauseLog): Promise<number> {
  const owed = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(isNull(refunds.madeAt))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  let made = 0;
  for (const { id } of owed) {
    try {
      await makeOwed(ctx, id);
      made += 1;
    } catch (error) {
      warnWithCause(log, error, 'a refund failed: the next payments pass tries again', { refund: id });
    }
  }
  return made;
}
