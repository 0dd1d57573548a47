// The stock online step 1 holds for a payment until `expires_at` (decision 0014), and what gives it back.
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '#server/context/context';
import type { Db, Tx } from '#server/db/connect';
import { executeNamed, tableRowsNamed } from '#server/db/prepared';
import { paymentIntents } from '#server/db/schema';
import type { NewOrder } from '../placing/create-order';
import { restock } from '../stock';
import { giveBackUses } from '#server/cart/coupon-uses';
import { warnWithCause, type CauseLog } from '#server/logging/warn-with-cause';
import { momentOf, type MailMoment } from '#server/mail/outbox';

/** Its items are the units held; step 2 creates exactly what was paid for. */
export type IntentSnapshot = Pick<
  NewOrder,
  'items' | 'totals' | 'promoDiscount' | 'promocode' | 'address' | 'phone' | 'way' | 'placeOfSupply'
>;

export type Intent = typeof paymentIntents.$inferSelect;

/** Only start-payment writes the column, whose schema cannot name this type (it sits above it). */
export const snapshotOf = (intent: Pick<Intent, 'request'>) => intent.request as IntentSnapshot;

export const heldLines = (intent: Pick<Intent, 'request'>) => snapshotOf(intent).items;

/** Locked for the rest of the caller's transaction (`db`: the app's, whose transaction `tx` is: a named statement). */
export async function lockIntent(db: Db, tx: Tx, where: SQL | undefined): Promise<Intent | undefined> {
  const [intent] = await tableRowsNamed(db, tx, paymentIntents, sql`where ${where} for update`);
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
  await giveBackUses(
    tx,
    intents.map((intent) => intent.id),
  );
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
 * A payment the provider took is recorded as captured, so its hold is settled (settle.ts), not released with
 * the money kept: how a payment whose browser died before step 2 is learnt of. Throws when it cannot be asked.
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

/** One the provider could not be asked about keeps its hold until a later pass. */
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

/** Intents locked elsewhere are skipped (the next pass sees them); a paid hold is settled, never released. */
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
 * One cart, one hold: a new placement cancels the shopper's unpaid earlier holds, but only those made
 * before it came in (`before`): a placement running alongside refuses this one instead (decision 0032).
 */
export const releaseUnpaid = (ctx: AppContext, user: number, before: number, log: Log) =>
  releaseWhere(ctx, and(eq(paymentIntents.userId, user), lte(paymentIntents.id, before)), 'cancelled', log);

/**
 * Both of the above before a placement takes stock, after one look for the two: most placements find neither. One
 * that claimed its units as it came in (decision 0070) needs nobody's expired hold back, only its shopper's own
 * earlier ones, and a shopper who had no hold when she came in (`before` 0) has none: then there is nothing to look for.
 */
export async function releaseBeforePlacing(
  ctx: AppContext,
  user: number,
  before: number,
  log: Log,
  claimed: boolean,
): Promise<void> {
  if (claimed && before === 0) return;
  const mine = and(eq(paymentIntents.userId, user), lte(paymentIntents.id, before));
  const due = await unpaidHolds(ctx, or(lte(paymentIntents.expiresAt, ctx.now()), mine));
  if (due.length === 0) return;
  await releaseExpired(ctx, log);
  await releaseUnpaid(ctx, user, before, log);
}

/** Under the shopper lock: a hold releaseUnpaid could not release (the provider did not answer). */
export async function holdsUnpaid(db: Db, tx: Tx, user: number): Promise<boolean> {
  const { rows } = await executeNamed(
    db,
    tx,
    tx
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(and(notPaid, eq(paymentIntents.userId, user)))
      .for('update')
      .getSQL(),
  );
  return rows.length > 0;
}
