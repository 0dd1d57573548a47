/**
 * A shopper's placements, one at a time (decision 0032). Cash and online step 1 take a lock
 * on the shopper's own row in their transaction before they read the cart, so two windows,
 * a double submit or a script sending twenty at once, on any number of processes, wait for
 * each other there. Each notes first, as it comes in, the newest order and hold the shopper
 * has; under the lock, an order or a hold newer than that was made by a placement that ran
 * alongside it, and it is refused, naming that one, instead of making a second.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/connect';
import { orders, paymentIntents, users } from '#server/db/schema';
import { conflict } from '#server/messages/errors';
import { messages } from '#server/messages/messages';
import { storedAnswer } from './idempotency';
import type { PlacedAnswer } from '../order-view';

/** The ids of the newest order and hold the shopper had when a placement came in (0: none). */
export interface Arrival {
  order: number;
  hold: number;
}

/**
 * Read before the placement waits for its turn in the process (decision 0026): one that
 * waits there behind the shopper's first placement still came in while that one ran.
 */
export async function arrivalOf(q: Queryable, user: number): Promise<Arrival> {
  const lastHold = sql`(select max(${paymentIntents.id}) from ${paymentIntents} where ${paymentIntents.userId} = ${user})`;
  const { rows } = await q.execute<{ last_order: number | string; last_hold: number | string }>(
    sql`select coalesce((select max(${orders.id}) from ${orders} where ${orders.userId} = ${user}), 0) as last_order,
               coalesce(${lastHold}, 0) as last_hold`,
  );
  return { order: Number(rows[0]!.last_order), hold: Number(rows[0]!.last_hold) };
}

/**
 * Waits for the shopper's other placements to end: a lock on their row, to the end of the
 * caller's transaction (`no key update`: it keeps out another placement of theirs, not a
 * cart line or a session written meanwhile). Then a retry of an order placed with this
 * Idempotency-Key gets that order's answer; an order or a pending hold made by a placement
 * that ran alongside refuses this one (409).
 */
export async function takeTurn(
  tx: Tx,
  user: number,
  arrived: Arrival,
  retry?: { key: string | null; requestHash: string },
): Promise<PlacedAnswer | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user)).for('no key update');
  const earlier = retry?.key ? await storedAnswer(tx, user, retry.key, retry.requestHash) : null;
  if (earlier) return earlier;
  const [order] = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.userId, user), gt(orders.id, arrived.order)))
    .orderBy(desc(orders.id))
    .limit(1);
  if (order) throw conflict(messages.orders.placedAlongside(order.orderNumber));
  const [hold] = await tx
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(eq(paymentIntents.userId, user), gt(paymentIntents.id, arrived.hold), eq(paymentIntents.status, 'pending')),
    )
    .limit(1);
  if (hold) throw conflict(messages.payments.open);
  return null;
}
