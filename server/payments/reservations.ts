/**
 * The stock online step 1 holds for a payment (decision 0014): a `pending` intent holds
 * the units of its snapshot's items until `expires_at`. These give them back.
 */
import { and, asc, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/connect';
import { paymentIntents } from '../db/schema';
import type { NewOrder } from '../orders/create-order';
import { restock } from '../orders/stock';

/** What online step 1 priced, kept with the intent so step 2 creates exactly what was paid for; its items are the units held. */
export type IntentSnapshot = Pick<NewOrder, 'items' | 'totals' | 'promoDiscount' | 'promocode' | 'address' | 'phone'>;

export type Intent = typeof paymentIntents.$inferSelect;

export const heldLines = (intent: Pick<Intent, 'request'>) => (intent.request as IntentSnapshot).items;

/** One intent, locked for the rest of the caller's transaction. */
export async function lockIntent(tx: Tx, where: SQL | undefined): Promise<Intent | undefined> {
  const [intent] = await tx.select().from(paymentIntents).where(where).for('update');
  return intent;
}

/** Gives back what pending intents (locked by the caller) hold, and closes them. */
export async function release(tx: Tx, intents: readonly Pick<Intent, 'id' | 'request'>[], status: 'expired' | 'cancelled') {
  if (intents.length === 0) return;
  await restock(tx, intents.flatMap(heldLines));
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
 * Releases the pending intents `where` picks, as `status`. Intents another transaction
 * has locked (being paid, completed or swept right now) are skipped: the next pass sees them.
 * A hold whose payment was taken is never released: its units are the shopper's, and it
 * is settled instead (server/payments/settle.ts).
 */
async function releaseWhere(db: Db, where: SQL | undefined, status: 'expired' | 'cancelled'): Promise<number> {
  const pending = and(eq(paymentIntents.status, 'pending'), isNull(paymentIntents.capturedAt), where);
  // A plain look first: most calls find nothing and should not open a transaction for it.
  const [any] = await db.select({ id: paymentIntents.id }).from(paymentIntents).where(pending).limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentIntents.id, request: paymentIntents.request })
      .from(paymentIntents)
      .where(pending)
      .orderBy(asc(paymentIntents.id))
      .for('update', { skipLocked: true });
    await release(tx, due, status);
    return due.length;
  });
}

/** Unpaid holds past their time go back to stock. Run before anything takes stock, and by the sweep. */
export const releaseExpired = (ctx: AppContext) => releaseWhere(ctx.db, lte(paymentIntents.expiresAt, ctx.now()), 'expired');

/**
 * A new step 1 or a cash order cancels the shopper's earlier attempts nobody paid: one
 * cart, one hold, so a shopper who closed a tab mid-payment (or whose page reloaded before
 * step 1 answered) is not out-bid by their own hold.
 */
export const releaseUnpaid = (ctx: AppContext, user: number) => releaseWhere(ctx.db, eq(paymentIntents.userId, user), 'cancelled');
