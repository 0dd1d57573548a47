import { sql } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { FixedStatement } from '../db/prepared';
import { searchDocuments } from '../db/schema';
import type { Answer, Handlers } from '../contract/handler-types';
import { cardRows, toListItem, withHearts } from './product-list-items';
import { containsPattern, titleHolds, type Sort } from './listing';
import { countNothingFound, holdsQuery, rankOf, searchQuery } from './search';
import { keyOf, serveCatalog } from './serve';

const SEARCH_PRODUCTS = 24;
const SEARCH_CATEGORIES = 10;
const SUGGESTIONS = 8;

/** Search: the products and categories matching a text, and suggestions as it is typed (decision 0036). */
export function searchHandlers(ctx: AppContext): Handlers {
  return {
    async searchProducts(request, reply) {
      const { search, sort, as_typed: asTyped = false } = request.body;
      const text = search.trim();
      if (!text)
        return {
          products: [],
          category: [],
          subcategory: [],
        } satisfies Answer<'searchProducts'>;
      return serveCatalog(ctx, request, reply, {
        key: keyOf('searchProducts', { text, sort, asTyped }),
        compute: () => searchAnswer(ctx, text, sort, asTyped),
        productIds: (answer) => answer.products.map((item) => item.int_glcode),
        served: (ids) => {
          if (ids.length === 0) countNothingFound(ctx, text);
        },
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

interface CategoryRow {
  id: number;
  level: number;
  parentId: number | null;
  slug: string;
  title: string;
  icon: string | null;
}

// Relevance (no sort) by rank, ties the best sellers first; the others as listing.ts orders them, read beside the documents.
type SearchOrder = Sort | 'relevance';
const searchOrders: Record<SearchOrder, string> = {
  relevance: 'rank desc, sold_count desc, product_id',
  best_selling: 'sold_count desc, product_id',
  newest: 'created_at desc, product_id desc',
  price_asc: 'selling_price_paise, product_id',
  price_desc: 'selling_price_paise desc, product_id desc',
  rating: 'rating_tenths desc, review_count desc, product_id',
};

const searchStatement = (order: SearchOrder) =>
  new FixedStatement<
    {
      ids: number[];
      holding: { category: number; subcategory: number }[];
      categories: CategoryRow[];
    },
    { query: string }
  >(sql`with matches as materialized (
      -- Read once for both parts: every match counts for the order and the categories. Only Relevance ranks.
      select product_id, category_id, subcategory_id, sold_count, created_at, selling_price_paise, rating_tenths, review_count,
        ${order === 'relevance' ? rankOf(sql.placeholder('query')) : sql`0`} as rank
      from ${searchDocuments}
      where ${holdsQuery(sql.placeholder('query'))})
    select
      array(select product_id from matches order by ${sql.raw(searchOrders[order])} limit ${SEARCH_PRODUCTS}) as ids,
      -- Distinct pairs, not an unnest per matching row: a hash of a few pairs is several times cheaper.
      (select coalesce(json_agg(json_build_object('category', category_id, 'subcategory', subcategory_id)), '[]'::json)
         from (select distinct category_id, subcategory_id from matches) places) as holding,
      (select coalesce(json_agg(json_build_object('id', id, 'level', level, 'parentId', parent_id, 'slug', slug,
          'title', title, 'icon', icon) order by position, id), '[]'::json) from categories) as categories`);

const searchStatements: Record<SearchOrder, ReturnType<typeof searchStatement>> = {
  relevance: searchStatement('relevance'),
  best_selling: searchStatement('best_selling'),
  newest: searchStatement('newest'),
  price_asc: searchStatement('price_asc'),
  price_desc: searchStatement('price_desc'),
  rating: searchStatement('rating'),
};

const NO_RESULTS: Answer<'searchProducts'> = { products: [], category: [], subcategory: [] };

async function searchAnswer(
  ctx: AppContext,
  text: string,
  sort: Sort | undefined,
  asTyped: boolean,
): Promise<Answer<'searchProducts'>> {
  const query = await searchQuery(ctx, text, { prefix: false, asTyped });
  if (query.tsquery === null) return NO_RESULTS;
  const [row] = await searchStatements[sort ?? 'relevance'].run(ctx.db, { query: query.tsquery });
  const items = (await cardRows(ctx, row?.ids ?? [])).map(toListItem);
  const categoryRows = row?.categories ?? [];

  const holding = new Set((row?.holding ?? []).flatMap((place) => [place.category, place.subcategory]));
  const slugOf = new Map(categoryRows.map((row) => [row.id, row.slug]));
  const matching = (level: 1 | 2) =>
    categoryRows
      .filter((row) => row.level === level && holding.has(row.id))
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
    ...(query.corrected === undefined ? {} : { corrected: query.corrected }),
  };
  return answer;
}

/** Titles that start with what is typed come first; ordered beside the documents, only the chosen few read in products. */
const suggestionStatement = new FixedStatement<
  Answer<'suggestProducts'>['data'][number],
  { query: string; prefix: string }
>(
  sql`with chosen as (
      select d.product_id, ${titleHolds(sql.placeholder('prefix'), sql`d.title_lower`)} as starts,
        ${rankOf(sql.placeholder('query'), sql`d.document`)} as rank, d.title_lower
      from ${searchDocuments} d
      where ${holdsQuery(sql.placeholder('query'), sql`d.document`)}
      order by starts desc, rank desc, d.title_lower, d.product_id
      limit ${SUGGESTIONS})
    select p.id as int_glcode, p.title as var_title, p.slug as var_slug, p.image as var_image
    from chosen c join products p on p.id = c.product_id
    order by c.starts desc, c.rank desc, c.title_lower, p.id`,
);

async function suggestions(ctx: AppContext, typed: string): Promise<Answer<'suggestProducts'>> {
  const query = await searchQuery(ctx, typed, { prefix: true, asTyped: false });
  if (query.tsquery === null) return { data: [] };
  const rows = await suggestionStatement.run(ctx.db, { query: query.tsquery, prefix: containsPattern(typed).slice(1) });
  const answer: Answer<'suggestProducts'> = {
    data: rows,
    words: query.words,
    ...(query.corrected === undefined ? {} : { corrected: query.corrected }),
  };
  return answer;
}
