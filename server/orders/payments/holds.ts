/**
 * The stock online step 1 holds for a payment (decision 0014): a `pending` intent holds
 * the units of its snapshot's items until `expires_at`. These give them back.
 */
import { and, asc, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { AppContext } from '#server/context/context';
import type { Tx } from '#server/db/connect';
import { paymentIntents } from '#server/db/schema';
import type { NewOrder } from '../placing/create-order';
import { restock } from '../stock';
import { warnWithCause, type CauseLog } from '#server/logging/warn-with-cause';
import { momentOf, type MailMoment } from '#server/mail/outbox';

/** What online step 1 priced, kept with the intent so step 2 creates exactly what was paid for; its items are the units held. */
export type IntentSnapshot = Pick<NewOrder, 'items' | 'totals' | 'promoDiscount' | 'promocode' | 'address' | 'phone'>;

export type Intent = typeof paymentIntents.$inferSelect;

/**
 * An intent's snapshot: start-payment writes it from priceCheckout's IntentSnapshot, and
 * nothing else writes the column, whose schema cannot name this type (it sits above it).
 */
export const snapshotOf = (intent: Pick<Intent, 'request'>) => intent.request as IntentSnapshot;

export const heldLines = (intent: Pick<Intent, 'request'>) => snapshotOf(intent).items;

/** One intent, locked for the rest of the caller's transaction. */
export async function lockIntent(tx: Tx, where: SQL | undefined): Promise<Intent | undefined> {
  const [intent] = await tx.select().from(paymentIntents).where(where).for('update');
  return intent;
}

/** Gives back what pending intents (locked by the caller) hold, and closes them. */
export async function release(
  tx: Tx,
  intents: readonly Pick<Intent, 'id' | 'request'>[],
  status: 'expired' | 'cancelled',
  at: MailMoment,
) {
  if (intents.length === 0) return;
  await restock(tx, intents.flatMap(heldLines), at);
  await tx
    .update(paymentIntents)
    .set({ status })
    .where(
      inArray(
        paymentIntents.id,
        intents.map((intent) => intent.id),
      ),
    );
}

/**
 * Whether the provider took a payment on this unpaid intent; one it did take is recorded
 * as captured, so its hold is settled (an order or a refund, settle.ts)
 * instead of released with the money kept. With Razorpay this is how the server learns of
 * a payment whose browser died before step 2. Throws when the provider cannot be asked.
 */
export async function takenAtProvider(
  ctx: AppContext,
  intent: Pick<Intent, 'id' | 'providerOrderId'>,
): Promise<boolean> {
  const paymentId = await ctx.payments.takenPayment(intent.providerOrderId);
  if (paymentId === null) return false;
  await ctx.db
    .update(paymentIntents)
    .set({ capturedAt: ctx.now(), paymentId })
    .where(and(eq(paymentIntents.id, intent.id), isNull(paymentIntents.capturedAt)));
  return true;
}

type Log = CauseLog;

const notPaid = and(eq(paymentIntents.status, 'pending'), isNull(paymentIntents.capturedAt));

/** The holds `where` picks that nobody is known to have paid: the ones to ask the provider about. */
export function unpaidHolds(
  ctx: AppContext,
  where: SQL | undefined,
): Promise<Pick<Intent, 'id' | 'providerOrderId'>[]> {
  return ctx.db
    .select({ id: paymentIntents.id, providerOrderId: paymentIntents.providerOrderId })
    .from(paymentIntents)
    .where(and(notPaid, where));
}

/** Of these intents, the ids the provider took nothing for; one it could not be asked about keeps its hold until a later pass. */
async function unpaidAtProvider(
  ctx: AppContext,
  intents: readonly Pick<Intent, 'id' | 'providerOrderId'>[],
  log: Log,
): Promise<number[]> {
  const unpaid: number[] = [];
  for (const intent of intents) {
    try {
      if (!(await takenAtProvider(ctx, intent))) unpaid.push(intent.id);
    } catch (error) {
      warnWithCause(log, error, 'the payment provider could not say whether a hold was paid: it is kept for now', {
        paymentIntent: intent.id,
      });
    }
  }
  return unpaid;
}

/**
 * Releases the pending intents `where` picks, as `status`, once the provider says nobody
 * paid them. Intents another transaction has locked (being paid, completed or swept right
 * now) are skipped: the next pass sees them. A hold whose payment was taken is never
 * released: its units are the shopper's, and it is settled instead (settle.ts).
 */
async function releaseWhere(
  ctx: AppContext,
  where: SQL | undefined,
  status: 'expired' | 'cancelled',
  log: Log,
): Promise<number> {
  // A plain look first: most calls find nothing and should not open a transaction for it.
  const candidates = await unpaidHolds(ctx, where);
  if (candidates.length === 0) return 0;
  const nobodyPaid = await unpaidAtProvider(ctx, candidates, log);
  if (nobodyPaid.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentIntents.id, request: paymentIntents.request })
      .from(paymentIntents)
      .where(and(notPaid, where, inArray(paymentIntents.id, nobodyPaid)))
      .orderBy(asc(paymentIntents.id))
      .for('update', { skipLocked: true });
    await release(tx, due, status, momentOf(ctx));
    return due.length;
  });
}

/** Unpaid holds past their time go back to stock. Run before anything takes stock, and by the sweep. */
export const releaseExpired = (ctx: AppContext, log: Log) =>
  releaseWhere(ctx, lte(paymentIntents.expiresAt, ctx.now()), 'expired', log);

/**
 * A new step 1 or a cash order cancels the shopper's earlier attempts nobody paid: one
 * cart, one hold, so a shopper who closed a tab mid-payment (or whose page reloaded before
 * step 1 answered) is not out-bid by their own hold. Only holds made before this placement
 * came in (`before`, shopper-lock.ts): one a placement running alongside made is that
 * placement's answer, and refuses this one instead (decision 0032).
 */
export const releaseUnpaid = (ctx: AppContext, user: number, before: number, log: Log) =>
  releaseWhere(ctx, and(eq(paymentIntents.userId, user), lte(paymentIntents.id, before)), 'cancelled', log);

/**
 * Whether the shopper has a hold nobody paid, under the caller's shopper lock: one that
 * releaseUnpaid could not release (the provider did not answer). One being released right
 * now is waited for, and then no longer counts.
 */
export async function holdsUnpaid(tx: Tx, user: number): Promise<boolean> {
  const held = await tx
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(notPaid, eq(paymentIntents.userId, user)))
    .for('update');
  return held.length > 0;
}
