// A shopper's placements take turns on a lock of their row; one that ran alongside refuses the next (decision 0032).
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/connect';
import { orders, paymentIntents, users } from '#server/db/schema';
import { conflict, unauthorized } from '#server/messages/errors';
import { messages } from '#server/messages/messages';
import { storedAnswer } from './idempotency';
import type { PlacedAnswer } from '../order-view';

/** The ids of the newest order and hold the shopper had when a placement came in (0: none). */
export interface Arrival {
  order: number;
  hold: number;
}

/** Read before the process's admission (decision 0026): a placement queued there still came in alongside. */
export async function arrivalOf(q: Queryable, user: number): Promise<Arrival> {
  const lastHold = sql`(select max(${paymentIntents.id}) from ${paymentIntents} where ${paymentIntents.userId} = ${user})`;
  const { rows } = await q.execute<{ last_order: number | string; last_hold: number | string }>(
    sql`select coalesce((select max(${orders.id}) from ${orders} where ${orders.userId} = ${user}), 0) as last_order,
               coalesce(${lastHold}, 0) as last_hold`,
  );
  return { order: Number(rows[0]!.last_order), hold: Number(rows[0]!.last_hold) };
}

/**
 * Locks the shopper's row to the end of the transaction (`no key update`: cart lines and sessions may
 * still be written). A retry gets its order's answer; an order or pending hold made alongside answers 409.
 */
export async function takeTurn(
  tx: Tx,
  user: number,
  arrived: Arrival,
  retry?: { key: string | null; requestHash: string },
): Promise<PlacedAnswer | null> {
  const [shopper] = await tx
    .select({ erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, user))
    .for('no key update');
  // Her erasure committed while this placement waited for her row (decision 0058): signed out, nothing placed.
  if (shopper?.erasedAt) throw unauthorized();
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
