import { rupeeText } from '#rules/rupees';
import { asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orderLines, orders, returns, users, variants } from '../db/schema';
import type { OrderStatus } from '#rules/orders';
import { orderSteps, takeStep } from '../orders/order-steps';
import { texts } from '#rules/texts';
import { declineReturn, receiveReturn } from '../orders/returns';
import { shipmentProblems } from '#rules/shipment';
import { shipOrder } from '../orders/shipment';
import { refundOrder } from '../orders/payments/staff-refunds';
import { lowStockVariants, MOST_STOCK, setStock, variantNamed } from '../orders/stock-levels';
import { dashboard, LOW_STOCK_AT, type Period } from '../orders/dashboard';
import { loadConfig } from '../settings/config';

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
    .select({
      id: orders.id,
      number: orders.orderNumber,
      user: users.email,
      status: orders.status,
      payable: orders.payablePaise,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => ({ ...r, statusText: texts.orderStatus[r.status], total: rupees(r.payable) }));
}

/** "42", "SF-000042" or "sf-000042" → the order row's reference condition. */
export function orderRef(ref: string) {
  const trimmed = ref.trim().toUpperCase();
  if (/^\d+$/.test(trimmed))
    return or(eq(orders.id, Number(trimmed)), eq(orders.orderNumber, `SF-${trimmed.padStart(6, '0')}`));
  if (/^SF-\d+$/.test(trimmed)) return eq(orders.orderNumber, trimmed);
  throw new CliError(`"${ref}" is not an order id or number (e.g. 42 or SF-000042)`);
}

/**
 * Moves an order one step along A → P → S → D, and writes the shopper's mail of that step
 * with it (its links start at `publicUrl`). The update is conditional on the status it
 * read, so a shopper cancelling at the same moment wins cleanly.
 */
export async function advanceOrder(
  db: Db,
  ref: string,
  publicUrl = loadConfig().publicUrl,
): Promise<{ number: string; from: OrderStatus; to: OrderStatus }> {
  const [order] = await db
    .select({ id: orders.id, number: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(orderRef(ref));
  if (!order) throw new CliError(`No order ${ref}`);
  const step = stepFrom[order.status];
  if (!step) {
    const why =
      order.status === 'D'
        ? 'delivered is the last step'
        : `a ${texts.orderStatus[order.status].toLowerCase()} order does not move`;
    throw new CliError(`Order ${order.number} is ${texts.orderStatus[order.status]}; ${why}.`);
  }
  const moved = await takeStep(db, order.id, step, { publicUrl, now: new Date() }, 'command line');
  if (!moved?.done) throw new CliError(`Order ${order.number} changed while advancing it; run the command again.`);
  return { number: order.number, from: order.status, to: orderSteps[step].to };
}

const stepFrom: Partial<Record<OrderStatus, keyof typeof orderSteps>> = Object.fromEntries(
  Object.entries(orderSteps).map(([name, step]) => [step.from, name]),
);

/**
 * Sets a variant's stock, named by its sku or its id (the operator's restock). From 0 to
 * more, every shopper waiting for it is mailed, and their wait ends, with the change
 * (decision 0038).
 */
export async function setVariantStock(
  db: Db,
  ref: string,
  quantityText: string,
  publicUrl = loadConfig().publicUrl,
): Promise<{ sku: string; from: number; to: number }> {
  const quantity = Number(quantityText);
  if (!/^\d+$/.test(quantityText.trim()) || quantity > MOST_STOCK)
    throw new CliError(`"${quantityText}" is not a stock level (a whole number from 0 to ${MOST_STOCK})`);
  const set = await setStock(db, variantNamed(ref), quantity, { publicUrl, now: new Date() }, 'command line');
  if (!set) throw new CliError(`No variant with sku or id ${ref}`);
  return { sku: set.sku, from: set.from, to: set.to };
}

/** The returns shoppers asked for whose goods the shop does not have back yet, oldest first. */
export async function waitingReturns(db: Db): Promise<Record<string, string>[]> {
  const rows = await db
    .select({
      order: orders.orderNumber,
      title: orderLines.title,
      quantity: orderLines.quantity,
      reason: returns.reason,
      asked: returns.createdAt,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(orderLines, eq(orderLines.id, returns.orderLineId))
    .where(isNull(returns.receivedAt))
    .orderBy(asc(returns.createdAt), asc(returns.id));
  return rows.map((r) => ({
    order: r.order,
    product: `${r.title} × ${r.quantity}`,
    asked: r.asked.toISOString().slice(0, 10),
    reason: r.reason.length > 60 ? `${r.reason.slice(0, 59)}…` : r.reason,
  }));
}

/** `receive <order> [--restock]`: the goods of the order's waiting returns are back (decision 0053), said in words. */
export async function receiveReturnOf(
  db: Db,
  ref: string,
  restock: boolean,
  publicUrl = loadConfig().publicUrl,
  sku?: string,
): Promise<string> {
  const [order] = await db.select({ id: orders.id, number: orders.orderNumber }).from(orders).where(orderRef(ref));
  if (!order) throw new CliError(`No order ${ref}`);
  let variantId: number | undefined;
  if (sku !== undefined) {
    const [variant] = await db.select({ id: variants.id }).from(variants).where(eq(variants.sku, sku.trim()));
    if (!variant) throw new CliError(`No variant with sku ${sku}`);
    variantId = variant.id;
  }
  const received = await db.transaction((tx) =>
    receiveReturn(tx, order.id, { restock, at: { publicUrl, now: new Date() }, by: 'command line', variantId }),
  );
  if (!received)
    throw new CliError(
      `Order ${order.number} has no return${sku === undefined ? '' : ` of ${sku}`} waiting for its goods.`,
    );
  const lines = received.lines.map((line) => `${line.title} × ${line.quantity}`).join(', ');
  const stock = received.restocked ? 'back on sale' : 'not put back on sale';
  const after = !received.whole
    ? 'The order waits for the rest of its returns before anything is refunded.'
    : received.refundOwed
      ? 'Every line is back: the credit note is issued, and the online payment is refunded by the running shop.'
      : 'Every line is back: the credit note is issued. A cash order is refunded by hand.';
  return `Order ${received.number}: received ${lines}, ${stock}. ${after}`;
}

/** `ship <order> <carrier> <tracking number> [tracking link]`: Processed → Shipped, the shopper mailed both. */
export async function shipOrderOf(
  db: Db,
  [ref, carrier, trackingNumber, trackingUrl]: (string | undefined)[],
  publicUrl = loadConfig().publicUrl,
): Promise<string> {
  if (!ref || !carrier || !trackingNumber)
    throw new CliError(
      'Which order, carrier and tracking number? npm run shop -- ship <order> <carrier> <number> [link]',
    );
  const [order] = await db.select({ id: orders.id }).from(orders).where(orderRef(ref));
  if (!order) throw new CliError(`No order ${ref}`);
  const shipment = { carrier, trackingNumber, trackingUrl: trackingUrl ?? null };
  const problems = shipmentProblems(shipment);
  if (problems.length) throw new CliError(problems.join('\n'));
  const shipped = await shipOrder(db, order.id, shipment, { publicUrl, now: new Date() }, 'command line');
  if (!shipped.shipped) throw new CliError(shipped.why);
  return `Order ${shipped.number}: Processed → Shipped with ${carrier.trim()}, tracking number ${trackingNumber.trim()}; the shopper is mailed.`;
}

/**
 * `refund <order> <rupees> [cash|bank <reference>] [reason…]`: some of what was paid given back. Online, through the
 * provider (the running shop's payments pass makes it); in cash, recorded with how and its reference.
 */
export async function refundOf(db: Db, operands: string[], publicUrl = loadConfig().publicUrl): Promise<string> {
  const [ref, rupees, ...rest] = operands;
  if (!ref || !rupees)
    throw new CliError(
      'Which order and how much? npm run shop -- refund <order> <rupees> [cash|bank <reference>] [reason]',
    );
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(rupees)) throw new CliError(texts.refunds.amount);
  const [order] = await db.select({ id: orders.id }).from(orders).where(orderRef(ref));
  if (!order) throw new CliError(`No order ${ref}`);
  const method = rest[0] === 'cash' || rest[0] === 'bank' ? (rest[0] as 'cash' | 'bank') : null;
  const byHand = method ? { method, reference: rest[1] ?? '' } : undefined;
  const reason = (method ? rest.slice(2) : rest).join(' ');
  const amountPaise = Math.round(Number(rupees) * 100);
  const outcome = await refundOrder(
    db,
    order.id,
    { amountPaise, byHand, reason },
    { publicUrl, now: new Date() },
    'command line',
  );
  if (!outcome.refunded) throw new CliError(outcome.why);
  const amount = rupeeText(outcome.amountPaise);
  const left = rupeeText(outcome.leftPaise);
  return outcome.owed
    ? `Order ${outcome.number}: ${amount} owed back to the card; the running shop's payments pass makes the refund and mails the shopper. ${left} left to refund.`
    : `Order ${outcome.number}: ${amount} given back by ${method}, recorded; the shopper is mailed. ${left} left to refund.`;
}

/** `low-stock [n]`: the variants with n units or fewer (default 3), fewest first, with how many shoppers wait. */
export async function lowStock(db: Db, atMostText = String(LOW_STOCK_AT)): Promise<Record<string, string | number>[]> {
  if (!/^\d{1,6}$/.test(atMostText.trim())) throw new CliError(`"${atMostText}" is not a number of units (e.g. 3)`);
  const { rows } = await lowStockVariants(db, Number(atMostText));
  return rows.map((row) => ({ sku: row.sku, product: row.product, stock: row.stock, waiting: row.waiting }));
}

/** `dashboard`: the shop at a glance, in a few lines. */
export async function dashboardText(db: Db, now = new Date()): Promise<string> {
  const shop = await dashboard(db, now);
  const period = (p: Period) =>
    `${p.days === 1 ? 'Today' : `Last ${p.days} days`}: ${p.orders} order${p.orders === 1 ? '' : 's'}, ` +
    `${rupeeText(p.revenuePaise)} net of refunds, ${rupeeText(p.averagePaise)} an order`;
  const misses = shop.searchesFoundNothing.map((miss) => `"${miss.text}" ×${miss.count}`).join(', ');
  return [
    ...shop.periods.map(period),
    `Waiting: ${shop.toShip} to ship, ${shop.returnsWaiting} return${shop.returnsWaiting === 1 ? '' : 's'} whose goods are not back`,
    `Low stock: ${shop.lowStock} variant${shop.lowStock === 1 ? '' : 's'} at ${LOW_STOCK_AT} units or fewer (npm run shop -- low-stock)`,
    `Searches that found nothing, last 7 days: ${misses || 'none'}`,
    `Mails: ${shop.mails.waiting} waiting, ${shop.mails.gaveUp} given up`,
  ].join('\n');
}

/** `decline <order> <sku> <reason…>`: the shop will not take that line back; the shopper is mailed the reason. */
export async function declineReturnOf(db: Db, operands: string[], publicUrl = loadConfig().publicUrl): Promise<string> {
  const [ref, sku, ...words] = operands;
  const reason = words.join(' ').trim();
  if (!ref || !sku || !reason)
    throw new CliError('Which order, which line and why? npm run shop -- decline <order> <sku> <reason>');
  const [order] = await db.select({ id: orders.id }).from(orders).where(orderRef(ref));
  if (!order) throw new CliError(`No order ${ref}`);
  const [variant] = await db.select({ id: variants.id }).from(variants).where(eq(variants.sku, sku.trim()));
  if (!variant) throw new CliError(`No variant with sku ${sku}`);
  const outcome = await db.transaction((tx) =>
    declineReturn(tx, order.id, variant.id, reason, { at: { publicUrl, now: new Date() }, by: 'command line' }),
  );
  if (!outcome.declined) throw new CliError(outcome.why);
  return `Order ${outcome.number}: the return of ${outcome.title} is declined; the shopper is mailed why.`;
}
