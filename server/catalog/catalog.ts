import { sql } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { FixedStatement } from '../db/prepared';
import { productSearch } from '../db/schema';
import type { Answer, Handlers } from '../contract/handler-types';
import { categoryHandlers } from './categories';
import { cardRows, toListItem, type ProductListItem } from './product-list-items';
import { containsPattern, listPage, titleHolds, type Sort } from './listing';
import { productHandlers } from './product';
import { keyOf, serveCatalog } from './serve';

/** How many products, and how many categories of each level, a search answers. */
const SEARCH_PRODUCTS = 24;
const SEARCH_CATEGORIES = 10;
const SUGGESTIONS = 8;

/** Categories, listings, search, product detail and variants: the public catalog. */
export function catalogHandlers(ctx: AppContext): Handlers {
  return {
    ...categoryHandlers(ctx),
    ...productHandlers(ctx),

    async listProducts(request, reply) {
      const filter = request.body;
      return serveCatalog(ctx, request, reply, {
        key: keyOf('listProducts', filter),
        compute: async () => {
          const { cards, total } = await listPage(ctx, filter);
          const answer: Answer<'listProducts'> = {
            data: cards.map(toListItem),
            total,
          };
          return answer;
        },
        productIds: (answer) => answer.data.map((item) => item.int_glcode),
        personalise: (answer, liked) => ({
          ...answer,
          data: withHearts(answer.data, liked),
        }),
      });
    },

    async searchProducts(request, reply) {
      const { search, sort = 'best_selling' } = request.body;
      const text = search.trim();
      if (!text)
        return {
          products: [],
          category: [],
          subcategory: [],
        } satisfies Answer<'searchProducts'>;
      return serveCatalog(ctx, request, reply, {
        key: keyOf('searchProducts', { text, sort }),
        compute: () => searchAnswer(ctx, text, sort),
        productIds: (answer) => answer.products.map((item) => item.int_glcode),
        personalise: (answer, liked) => ({
          ...answer,
          products: withHearts(answer.products, liked),
        }),
      });
    },

    async suggestProducts(request, reply) {
      const { text } = request.params;
      const typed = text.trim();
      if (!typed) return { data: [] } satisfies Answer<'suggestProducts'>;
      return serveCatalog(ctx, request, reply, {
        key: keyOf('suggestProducts', typed),
        compute: () => suggestions(ctx, typed),
      });
    },
  };
}

const withHearts = (items: ProductListItem[], liked: Set<number>) =>
  items.map((item) => (liked.has(item.int_glcode) ? { ...item, liked: true } : item));

interface CategoryRow {
  id: number;
  level: number;
  parentId: number | null;
  slug: string;
  title: string;
  icon: string | null;
}

/**
 * The matches' ids in each sort's order (the listing's, server/catalog/listing.ts). Best
 * sellers, the default, read only the narrow copy; another order reads the matches' rows
 * of products for its columns (by primary key), which only that order's searches pay.
 */
const searchOrders: Record<Sort, string> = {
  best_selling: 'select product_id from matches order by sold_count desc, product_id',
  newest: 'select p.id from matches m join products p on p.id = m.product_id order by p.created_at desc, p.id desc',
  price_asc: 'select p.id from matches m join products p on p.id = m.product_id order by p.selling_price_paise, p.id',
  price_desc: 'select p.id from matches m join products p on p.id = m.product_id order by p.selling_price_paise desc, p.id desc',
  rating: 'select p.id from matches m join products p on p.id = m.product_id order by p.rating_tenths desc, p.review_count desc, p.id',
};

/** Search's statement for one sort, its text made once: the matching ids in that order (searchOrders), the categories holding a match, and all categories. */
const searchStatement = (orderedIds: string) =>
  new FixedStatement<
    {
      ids: number[];
      holding: { category: number; subcategory: number }[];
      categories: CategoryRow[];
    },
    { pattern: string }
  >(sql`with matches as materialized (
      -- The narrow copy, read once for both parts: every match counts for the order and the categories.
      select product_id, sold_count, category_id, subcategory_id from ${productSearch}
      where ${titleHolds(sql.placeholder('pattern'), productSearch.titleLower)})
    select
      array(${sql.raw(orderedIds)} limit ${SEARCH_PRODUCTS}) as ids,
      -- Distinct pairs, not an unnest per matching row: a hash of a few pairs is several times cheaper.
      (select coalesce(json_agg(json_build_object('category', category_id, 'subcategory', subcategory_id)), '[]'::json)
         from (select distinct category_id, subcategory_id from matches) places) as holding,
      (select coalesce(json_agg(json_build_object('id', id, 'level', level, 'parentId', parent_id, 'slug', slug,
          'title', title, 'icon', icon) order by position, id), '[]'::json) from categories) as categories`);

const searchStatements = Object.fromEntries(Object.entries(searchOrders).map(([sort, orderedIds]) => [sort, searchStatement(orderedIds)])) as Record<
  Sort,
  ReturnType<typeof searchStatement>
>;

/** Products whose title holds the text (in the sort asked) and the categories they or their titles match. */
async function searchAnswer(ctx: AppContext, text: string, sort: Sort): Promise<Answer<'searchProducts'>> {
  const [row] = await searchStatements[sort].run(ctx.db, { pattern: containsPattern(text) });
  const items = (await cardRows(ctx, row?.ids ?? [])).map(toListItem);
  const categoryRows = row?.categories ?? [];

  // A category matches by its own title or by holding a matching product.
  const needle = text.toLowerCase();
  const holding = new Set((row?.holding ?? []).flatMap((place) => [place.category, place.subcategory]));
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
  const answer: Answer<'searchProducts'> = {
    products: items,
    category: matching(1),
    subcategory: matching(2),
  };
  return answer;
}

/** Titles that hold what was typed, those that start with it first, then the rest alphabetically. */
const suggestionStatement = new FixedStatement<Answer<'suggestProducts'>['data'][number], { pattern: string; prefix: string }>(
  sql`select id as int_glcode, title as var_title, slug as var_slug, image as var_image from products
    where ${titleHolds(sql.placeholder('pattern'))} order by ${titleHolds(sql.placeholder('prefix'))} desc, title, id limit ${SUGGESTIONS}`,
);

/** Up to SUGGESTIONS titles holding what was typed. */
async function suggestions(ctx: AppContext, typed: string): Promise<Answer<'suggestProducts'>> {
  const pattern = containsPattern(typed);
  const rows = await suggestionStatement.run(ctx.db, { pattern, prefix: pattern.slice(1) });
  const answer: Answer<'suggestProducts'> = { data: rows };
  return answer;
}
