import { and, eq, sql } from 'drizzle-orm';
import { products, soldCountsDue, variants } from '../db/schema';
import { conflict } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Tx } from '../db/connect';
import { mailWaitingShoppers } from '../account/stock-waits';
import type { MailMoment } from '../mail/outbox';

/** A quantity of one variant: an order line, a cart line, a line held for a payment. */
export interface StockLine {
  productId: number;
  variantId: number;
  quantity: number;
  title: string;
}

/** 409 names the first line short. Locks variants by id: concurrent takers queue, never deadlock. */
export async function takeStock(tx: Tx, lines: readonly StockLine[]) {
  await takeUnits(tx, lines);
  await countDue(tx, lines, 1);
}

/** The units alone, sold_count left as it is: for a claim (decision 0070), counted when its order or hold takes it over. */
export async function takeUnits(tx: Tx, lines: readonly StockLine[]) {
  for (const line of byVariant(lines)) {
    const taken = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} - ${line.quantity}` })
      // A draft sells nothing (decision 0066), as if sold out.
      .where(
        and(
          eq(variants.id, line.variantId),
          sql`${variants.stock} >= ${line.quantity}`,
          sql`exists (select 1 from ${products} where ${products.id} = ${variants.productId} and ${products.published})`,
        ),
      )
      .returning({ id: variants.id });
    if (taken.length === 0) {
      const [left] = await tx
        .select({
          stock: sql<number>`case when ${products.published} then ${variants.stock} else 0 end`.mapWith(Number),
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(eq(variants.id, line.variantId));
      throw conflict(messages.orders.lineShort(line.title, left?.stock ?? 0));
    }
  }
}

/**
 * One row per product: its units sold (1) or given back (-1). Added to the products by the sold-counts pass, not here
 * (decision 0081): the product's row, its indexes and its search document are left out of the placement's
 * transaction, and so is a lock that would queue every buyer of one product.
 */
async function countDue(tx: Tx, lines: readonly Omit<StockLine, 'title'>[], sign: 1 | -1) {
  const due = quantitiesByProduct(lines);
  if (due.length === 0) return;
  await tx.insert(soldCountsDue).values(due.map(([productId, quantity]) => ({ productId, quantity: sign * quantity })));
}

/**
 * Before a placement writes anything: the first line (as takeStock orders them) its committed stock, read
 * with the cart, cannot fill, refused as takeStock would refuse it. takeStock still decides, under the row's lock.
 */
export function refuseShort(lines: readonly (StockLine & { stock: number })[]): void {
  const short = byVariant(lines).find((line) => line.stock < line.quantity);
  if (short) throw conflict(messages.orders.lineShort(short.title, short.stock));
}

/** Locks as takeStock does; a variant back from 0 mails its waiting shoppers in this transaction (decision 0038). */
export async function restock(tx: Tx, lines: readonly Omit<StockLine, 'title'>[], at: MailMoment) {
  await putBack(tx, lines, at);
  await countDue(tx, lines, -1);
}

/** The units alone, as takeUnits took them. */
export async function putBack(tx: Tx, lines: readonly Omit<StockLine, 'title'>[], at: MailMoment) {
  const back: number[] = [];
  for (const line of byVariant(lines)) {
    const [row] = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${line.quantity}` })
      .where(eq(variants.id, line.variantId))
      .returning({ stock: variants.stock });
    if (row && row.stock === line.quantity) back.push(line.variantId);
  }
  await mailWaitingShoppers(tx, back, at);
}

const byVariant = <T extends { variantId: number }>(lines: readonly T[]) =>
  [...lines].sort((a, b) => a.variantId - b.variantId);

/** Units per product, in product id order. */
function quantitiesByProduct(lines: readonly Omit<StockLine, 'title'>[]): [number, number][] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b);
}
