// A shopper's placements take turns on a lock of their row; one that ran alongside refuses the next (decision 0032).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/connect';
import { executeNamed, planGenerically } from '#server/db/prepared';
import { orders, paymentIntents, users } from '#server/db/schema';
import { conflict, unauthorized } from '#server/messages/errors';
import { messages } from '#server/messages/messages';
import { answerForKey, storedAnswerColumn } from './idempotency';
import type { PlacedAnswer } from '../order-view';

/** The ids of the newest order and hold the shopper had when a placement came in (0: none), read as it claims (stock-claims.ts). */
export interface Arrival {
  order: number;
  hold: number;
}

/**
 * Locks the shopper's row to the end of the transaction (`no key update`: cart lines and sessions may
 * still be written). A retry gets its order's answer; an order or pending hold made alongside answers 409.
 * `beside`: columns the turn reads in the same statement, with the lock's fresh look (the turn's `read`). `db`: the
 * app's, whose transaction `tx` is (the lock and the look are named statements, decision 0080).
 */
export async function takeTurn(
  db: Db,
  tx: Tx,
  user: number,
  arrived: Arrival,
  { retry, beside }: { retry?: { key: string | null; requestHash: string }; beside?: SQL } = {},
): Promise<{ earlier: PlacedAnswer | null; read: Record<string, unknown> }> {
  // The turn's statements find their rows by id (decision 0091).
  await planGenerically(db, tx);
  const {
    rows: [shopper],
  } = await executeNamed<{ erased_at: string | null }>(
    db,
    tx,
    tx.select({ erasedAt: users.erasedAt }).from(users).where(eq(users.id, user)).for('no key update').getSQL(),
  );
  // Her erasure committed while this placement waited for her row (decision 0058): signed out, nothing placed.
  if (shopper?.erased_at) throw unauthorized();
  // One look for the three, after the lock (a statement of its own sees what committed while it waited): the key's
  // own order, an order made alongside, a hold made alongside.
  const stored = retry?.key ? storedAnswerColumn(user, retry.key) : sql`null`;
  const { rows } = await executeNamed<{ stored: unknown; newer_order: string | null; newer_hold: boolean }>(
    db,
    tx,
    sql`select ${stored} as stored,
               (select ${orders.orderNumber} from ${orders} where ${orders.userId} = ${user} and ${orders.id} > ${arrived.order}
                 order by ${orders.id} desc limit 1) as newer_order,
               exists (select 1 from ${paymentIntents} where ${paymentIntents.userId} = ${user}
                 and ${paymentIntents.id} > ${arrived.hold} and ${paymentIntents.status} = 'pending') as newer_hold
               ${beside ? sql`, ${beside}` : sql``}`,
  );
  const found = rows[0]!;
  if (retry && found.stored != null) return { earlier: answerForKey(found.stored, retry.requestHash), read: found };
  if (found.newer_order) throw conflict(messages.orders.placedAlongside(found.newer_order));
  if (found.newer_hold) throw conflict(messages.payments.open);
  return { earlier: null, read: found };
}
