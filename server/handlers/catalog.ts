import { and, asc, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { optionalUserId } from '../auth';
import type { AppContext } from '../context';
import { categories, products } from '../db/schema';
import type { Answer, Body, Handlers, Params } from '../handler-types';
import { categoryHandlers } from './catalog-categories';
import { productListItems } from './catalog-items';
import { containsPattern, listProductIds } from './catalog-listing';
import { productHandlers } from './catalog-product';

const qb = new QueryBuilder();

/** How many products, and how many categories of each level, a search answers. */
const SEARCH_PRODUCTS = 24;
const SEARCH_CATEGORIES = 10;
const SUGGESTIONS = 8;

/** Categories, listings, search, product detail and variants: the public catalog. */
export function catalogHandlers(ctx: AppContext): Handlers {
  return {
    ...categoryHandlers(ctx),
    ...productHandlers(ctx),

    async listProducts(request) {
      const filter = request.body as Body<'listProducts'>;
      const [{ ids, total }, user] = await Promise.all([listProductIds(ctx, filter), optionalUserId(ctx, request)]);
      const answer: Answer<'listProducts'> = { data: await productListItems(ctx, ids, user), total };
      return answer;
    },

    async searchProducts(request) {
      const { search } = request.body as Body<'searchProducts'>;
      const text = search.trim();
      if (!text) return { products: [], category: [], subcategory: [] } satisfies Answer<'searchProducts'>;
      const pattern = containsPattern(text);
      const user = await optionalUserId(ctx, request);
      const { ids } = await listProductIds(ctx, { search: text, limit: SEARCH_PRODUCTS, page: 1, sort: 'best_selling' });

      // A category matches by its own title or by holding a matching product.
      const matchingCategories = (level: 1 | 2) => {
        const column = level === 1 ? products.categoryId : products.subcategoryId;
        const parent = sql<string>`(select p.slug from ${categories} p where p.id = ${categories.parentId})`;
        return ctx.db
          .select({ id: categories.id, slug: categories.slug, title: categories.title, icon: categories.icon, parentSlug: parent })
          .from(categories)
          .where(
            and(
              eq(categories.level, level),
              or(
                ilike(categories.title, pattern),
                exists(qb.select({ one: sql`1` }).from(products).where(and(eq(column, categories.id), ilike(products.title, pattern)))),
              ),
            ),
          )
          .orderBy(asc(categories.position), asc(categories.id))
          .limit(SEARCH_CATEGORIES);
      };
      const [items, tops, subs] = await Promise.all([
        productListItems(ctx, ids, user),
        matchingCategories(1),
        matchingCategories(2),
      ]);
      // `slug` is the top category a row belongs to, so a client can link /shop/{slug}/{var_slug}.
      const row = (entry: Awaited<ReturnType<typeof matchingCategories>>[number]) => ({
        int_glcode: entry.id,
        slug: entry.parentSlug ?? entry.slug,
        var_slug: entry.slug,
        var_title: entry.title,
        var_icon: entry.icon ?? '',
      });
      const answer: Answer<'searchProducts'> = { products: items, category: tops.map(row), subcategory: subs.map(row) };
      return answer;
    },

    async suggestProducts(request) {
      const { text } = request.params as Params<'suggestProducts'>;
      const typed = text.trim();
      if (!typed) return { data: [] } satisfies Answer<'suggestProducts'>;
      const prefix = `${containsPattern(typed).slice(1)}`;
      const rows = await ctx.db
        .select({ int_glcode: products.id, var_title: products.title, var_slug: products.slug, var_image: products.image })
        .from(products)
        .where(ilike(products.title, containsPattern(typed)))
        // Titles that start with what was typed first, then the rest alphabetically.
        .orderBy(desc(ilike(products.title, prefix)), asc(products.title), asc(products.id))
        .limit(SUGGESTIONS);
      const answer: Answer<'suggestProducts'> = { data: rows };
      return answer;
    },
  };
}
