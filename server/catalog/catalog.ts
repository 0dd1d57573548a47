import { asc, desc, ilike } from 'drizzle-orm';
import { optionalUserId } from '../auth';
import type { AppContext } from '../context';
import { categories, products } from '../db/schema';
import type { Answer, Body, Handlers, Params } from '../handler-types';
import { categoryHandlers } from './categories';
import { productListItems } from './product-list-items';
import { containsPattern, listProductIds } from './listing';
import { productHandlers } from './product';

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
      const matches = ilike(products.title, containsPattern(text));
      const [user, pageRows, placeRows, categoryRows] = await Promise.all([
        optionalUserId(ctx, request),
        ctx.db.select({ id: products.id }).from(products).where(matches).orderBy(desc(products.soldCount), asc(products.id)).limit(SEARCH_PRODUCTS),
        ctx.db.selectDistinct({ top: products.categoryId, sub: products.subcategoryId }).from(products).where(matches),
        ctx.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
      ]);
      const items = await productListItems(ctx, pageRows.map((row) => row.id), user);

      // A category matches by its own title or by holding a matching product.
      const needle = text.toLowerCase();
      const holding = new Set(placeRows.flatMap((place) => [place.top, place.sub]));
      const slugOf = new Map(categoryRows.map((row) => [row.id, row.slug]));
      const matching = (level: 1 | 2) =>
        categoryRows
          .filter((row) => row.level === level && (holding.has(row.id) || row.title.toLowerCase().includes(needle)))
          .slice(0, SEARCH_CATEGORIES)
          // `slug` is the top category a row belongs to, so a client can link /shop/{slug}/{var_slug}.
          .map((row) => ({
            int_glcode: row.id,
            slug: (row.parentId == null ? undefined : slugOf.get(row.parentId)) ?? row.slug,
            var_slug: row.slug,
            var_title: row.title,
            var_icon: row.icon ?? '',
          }));
      const answer: Answer<'searchProducts'> = { products: items, category: matching(1), subcategory: matching(2) };
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
