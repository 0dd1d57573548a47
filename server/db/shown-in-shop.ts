/**
 * What shoppers may meet (decision 0066): a draft (`published` false) is seen in the back office only. Every storefront
 * read of products goes through one of these; search needs none, as a draft has no search document (migration 0039).
 */
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from './connect';
import { products } from './schema';

/** For a query built with drizzle over `products`. */
export const shownInShop = eq(products.published, true);

/** For raw SQL over `products` named `alias`: `${shownAs('p')}`. */
export const shownAs = (alias: string) => sql.raw(`${alias}.published`);

/**
 * The categories, at any level, some product a shopper may meet is filed in: what the menu and the sitemap offer (a
 * category nothing is in, or only drafts, is not).
 */
export async function shownCategoryIds(db: Queryable): Promise<Set<number>> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select category_id as id from products p where ${shownAs('p')}
    union select subcategory_id from products p where ${shownAs('p')}
    union select subsubcategory_id from products p where subsubcategory_id is not null and ${shownAs('p')}`);
  return new Set(rows.map((row) => row.id));
}
