/**
 * What shoppers may meet (decision 0066): a draft (`published` false) is seen in the back office only. Every storefront
 * read of products goes through one of these; search needs none, as a draft has no search document (migration 0039).
 */
import { eq, sql } from 'drizzle-orm';
import { products } from './schema';

/** For a query built with drizzle over `products`. */
export const shownInShop = eq(products.published, true);

/** For raw SQL over `products` named `alias`: `${shownAs('p')}`. */
export const shownAs = (alias: string) => sql.raw(`${alias}.published`);
