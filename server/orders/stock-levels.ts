/**
 * A variant's stock set by the shop's people, and the variants low on it (issue 52): the operator's `stock` and
 * `low-stock` commands and the back office's stock page both work through these, so a restock from 0 mails the
 * shoppers waiting for it whoever makes it (decision 0038).
 */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { limits } from '#rules/limits';
import type { Db } from '../db/connect';
import { stockWaits, variants } from '../db/schema';
import { mailWaitingShoppers } from '../account/stock-waits';
import type { MailMoment } from '../mail/outbox';
import { record, type Actor } from '../activity/record';
import { containsPattern } from '../catalog/listing';

/** The most units set at once: far beyond any shop's shelf, and well inside the column. */
export const MOST_STOCK = limits.stockMax;

export interface StockSet {
  variantId: number;
  sku: string;
  from: number;
  to: number;
  /** Waiting shoppers mailed that it is back (from 0 to more). */
  mailed: number;
}

/** A variant named by its sku or its id (the command line's), or by its id (the back office's). */
export function variantNamed(ref: string): SQL {
  const name = ref.trim();
  const byId = /^\d+$/.test(name) && Number(name) <= 2_147_483_647 ? eq(variants.id, Number(name)) : undefined;
  return byId ? or(eq(variants.sku, name), byId)! : eq(variants.sku, name);
}

/**
 * Sets the variant's stock to `quantity` (a whole number from 0 to MOST_STOCK, the caller's to check), recorded with
 * who did it. From 0 to more, every shopper waiting for it is mailed and her wait ends, in the same transaction.
 * Null when there is no such variant.
 */
export async function setStock(
  db: Db,
  which: SQL,
  quantity: number,
  at: MailMoment,
  by: Actor,
): Promise<StockSet | null> {
  return db.transaction(async (tx) => {
    const [variant] = await tx
      .select({ id: variants.id, sku: variants.sku, stock: variants.stock })
      .from(variants)
      .where(which)
      .for('update');
    if (!variant) return null;
    await tx.update(variants).set({ stock: quantity }).where(eq(variants.id, variant.id));
    let mailed = 0;
    if (variant.stock === 0 && quantity > 0) {
      const [waiting] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(stockWaits)
        .where(eq(stockWaits.variantId, variant.id));
      mailed = waiting?.count ?? 0;
      await mailWaitingShoppers(tx, [variant.id], at);
    }
    await record(tx, by, at.now, {
      action: 'stock.set',
      subject: `variant ${variant.sku}`,
      before: { stock: variant.stock },
      after: { stock: quantity },
    });
    return { variantId: variant.id, sku: variant.sku, from: variant.stock, to: quantity, mailed };
  });
}

export interface LowStockRow {
  variantId: number;
  sku: string;
  product: string;
  stock: number;
  waiting: number;
}

/** At most this many variants are listed at once; `total` says how many there are. */
export const LOW_STOCK_LISTED = 200;

/**
 * The variants with `atMost` units or fewer (whose sku or product title holds `search`, any case, when given), fewest
 * first, then those most shoppers wait for, then by sku: the first LOW_STOCK_LISTED, and how many there are in all.
 */
export async function lowStockVariants(
  db: Db,
  atMost: number,
  search?: string,
): Promise<{ rows: LowStockRow[]; total: number }> {
  const like = search ? containsPattern(search) : undefined;
  const { rows } = await db.execute<{
    id: number;
    sku: string;
    title: string;
    stock: number;
    waiting: number;
    total: number;
  }>(sql`
    select v.id, v.sku, p.title, v.stock,
      (select count(*)::int from stock_waits w where w.variant_id = v.id) as waiting,
      (count(*) over ())::int as total
    from variants v join products p on p.id = v.product_id
    where v.stock <= ${atMost}
      ${like ? sql`and (v.sku ilike ${like} or p.title ilike ${like})` : sql``}
    order by v.stock, waiting desc, v.sku
    limit ${LOW_STOCK_LISTED}`);
  return {
    rows: rows.map((row) => ({
      variantId: row.id,
      sku: row.sku,
      product: row.title,
      stock: row.stock,
      waiting: row.waiting,
    })),
    total: rows[0]?.total ?? 0,
  };
}
