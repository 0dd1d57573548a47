import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders, users } from '../db/schema';
import { nextStatus, type OrderStatus } from '../../rules/orders';
import { texts } from '../../rules/texts';

/** An operator's mistake: printed as is, exit code 1, no stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}

export interface OrderSummary {
  id: number;
  number: string;
  user: string;
  status: OrderStatus;
  statusText: string;
  total: string;
}

const rupees = (paise: number) => `Rs. ${(paise / 100).toFixed(2)}`;

/** Every order, newest first. */
export async function listOrders(db: Db): Promise<OrderSummary[]> {
  const rows = await db
    .select({ id: orders.id, number: orders.orderNumber, user: users.email, status: orders.status, payable: orders.payablePaise })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => ({ ...r, statusText: texts.orderStatus[r.status], total: rupees(r.payable) }));
}

/** "42", "SF-000042" or "sf-000042" → the order row's reference condition. */
function orderRef(ref: string) {
  const trimmed = ref.trim().toUpperCase();
  if (/^\d+$/.test(trimmed)) return or(eq(orders.id, Number(trimmed)), eq(orders.orderNumber, `SF-${trimmed.padStart(6, '0')}`));
  if (/^SF-\d+$/.test(trimmed)) return eq(orders.orderNumber, trimmed);
  throw new CliError(`"${ref}" is not an order id or number (e.g. 42 or SF-000042)`);
}

/**
 * Moves an order one step along A → P → S → D. The update is conditional on the
 * status it read, so a shopper cancelling at the same moment wins cleanly.
 */
export async function advanceOrder(db: Db, ref: string): Promise<{ number: string; from: OrderStatus; to: OrderStatus }> {
  const [order] = await db.select({ id: orders.id, number: orders.orderNumber, status: orders.status }).from(orders).where(orderRef(ref));
  if (!order) throw new CliError(`No order ${ref}`);
  const next = nextStatus[order.status];
  if (!next) {
    const why =
      order.status === 'D' ? 'delivered is the last step' : `a ${texts.orderStatus[order.status].toLowerCase()} order does not move`;
    throw new CliError(`Order ${order.number} is ${texts.orderStatus[order.status]}; ${why}.`);
  }
  const moved = await db
    .update(orders)
    .set({ status: next })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (moved.length === 0) throw new CliError(`Order ${order.number} changed while advancing it; run the command again.`);
  return { number: order.number, from: order.status, to: next };
}
