// The sold-counts pass (decision 0081): what placements sold and gave back, added to their products together.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { products, soldCountsDue } from '../db/schema';

/** Soon enough for the listing's "popular" order, which its answer cache keeps a while anyway. */
export const SOLD_COUNTS_PASS_EVERY_MS = 2_000;

/**
 * Every due row taken and added to its product in one statement; a count never goes below 0 (a sale from before
 * sales were counted, given back). Nothing is written when nothing is due: the products' statement triggers (the
 * catalog's news, the search documents) would fire for no row. Answers how many products' counts changed.
 */
export async function foldSoldCounts(db: Db): Promise<number> {
  const [due] = await db.select({ any: sql<boolean>`true` }).from(soldCountsDue).limit(1);
  if (!due) return 0;
  const { rows } = await db.execute<{ id: number }>(sql`
    with due as (delete from ${soldCountsDue} returning product_id, quantity),
         summed as (select product_id, sum(quantity)::int as quantity from due group by product_id)
    update ${products} p set sold_count = greatest(p.sold_count + s.quantity, 0)
      from summed s
     where p.id = s.product_id and s.quantity <> 0
    returning p.id`);
  return rows.length;
}
