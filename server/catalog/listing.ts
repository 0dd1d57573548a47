import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { QueryBuilder, type PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context/context';
import { queryPrepared } from '../db/prepared';
import { categories, productTags, products, searchDocuments, tags, variants, variantValues } from '../db/schema';
import { cardRows, cardsOf, cardStatement, idArray, type CardRow } from './product-list-items';
import type { Body } from '../contract/handler-types';
import { holdsQuery, rankOf, searchQuery } from './search';
import type { SearchQuery } from './search-words';
import { shownInShop } from '../db/shown-in-shop';

export type ProductFilter = Body<'listProducts'>;
export type Sort = NonNullable<ProductFilter['sort']>;

/** Matches `text` literally anywhere: %, _ and \ in it are not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ILIKE's answer on UTF-8, the title lowered once on write (decision 0017); `titleLower` may be search's copy. */
export const titleHolds = (pattern: string | Placeholder, titleLower: SQLWrapper = products.titleLower) =>
  sql`${titleLower} like lower(${pattern})`;

const qb = new QueryBuilder();

/** products' own, or for a search the copy beside each document, so it skips products' wide rows (decision 0036). */
interface Listed {
  table: typeof products | typeof searchDocuments;
  id: PgColumn;
  categoryId: PgColumn;
  subcategoryId: PgColumn;
  subsubcategoryId: PgColumn;
  brandId: PgColumn;
  sellingPricePaise: PgColumn;
  soldCount: PgColumn;
  ratingTenths: PgColumn;
  reviewCount: PgColumn;
  createdAt: PgColumn;
}

const listedIn = (table: Listed['table'], id: PgColumn): Listed => ({
  table,
  id,
  categoryId: table.categoryId,
  subcategoryId: table.subcategoryId,
  subsubcategoryId: table.subsubcategoryId,
  brandId: table.brandId,
  sellingPricePaise: table.sellingPricePaise,
  soldCount: table.soldCount,
  ratingTenths: table.ratingTenths,
  reviewCount: table.reviewCount,
  createdAt: table.createdAt,
});

const productColumns = listedIn(products, products.id);
const documentColumns = listedIn(searchDocuments, searchDocuments.productId);

/** An unknown category or value filters everything out. */
const nothing = sql`false`;

interface Lookup {
  /** The top category whose slug is fk_category; else `tile`, the home tile of that slug. */
  topId: number | null;
  tile: {
    tagId: number | null;
    categoryId: number | null;
    level: number | null;
  } | null;
  values: { id: number; attributeId: number }[];
  search: SearchQuery | null;
}

/** Once per listing, not per product: one round trip, none for a filter that names no category and no value. */
async function lookUp(ctx: AppContext, filter: ProductFilter): Promise<Lookup> {
  const slug = filter.fk_category && filter.fk_category !== 'all' ? filter.fk_category : null;
  const valueIds = filter.atribute ?? [];
  const text = filter.search?.trim();
  const search = text ? await searchQuery(ctx, text, { prefix: false, asTyped: filter.as_typed ?? false }) : null;
  if (slug == null && valueIds.length === 0) return { topId: null, tile: null, values: [], search };
  const [row] = await queryPrepared<{
    top: number | null;
    tile: Lookup['tile'];
    vals: Lookup['values'];
  }>(
    ctx.db,
    sql`select
    (select id from categories where level = 1 and slug = ${slug}) as top,
    (select json_build_object('tagId', t.tag_id, 'categoryId', t.category_id, 'level', k.level)
       from classifications t left join categories k on k.id = t.category_id where t.slug = ${slug}) as tile,
    (select coalesce(json_agg(json_build_object('id', id, 'attributeId', attribute_id)), '[]'::json)
       from attribute_values where id = any(${idArray(valueIds)})) as vals`,
  );
  return {
    topId: row?.top ?? null,
    tile: row?.tile ?? null,
    values: row?.vals ?? [],
    search,
  };
}

function listingConditions(filter: ProductFilter, lookup: Lookup, listed: Listed): SQL[] {
  const where: SQL[] = [];
  let topId: number | null = null;

  if (filter.fk_category && filter.fk_category !== 'all') {
    if (lookup.topId != null) {
      topId = lookup.topId;
      where.push(eq(listed.categoryId, lookup.topId));
    } else {
      // A home tile (/shop/{slug}) points at a category of any level or at a tag.
      where.push(lookup.tile ? tileCondition(lookup.tile, listed) : nothing);
    }
  }

  // Slugs are unique only among siblings: a sub-category is looked for under the chosen parent.
  const subsOfTop = and(eq(categories.level, 2), topId == null ? undefined : eq(categories.parentId, topId));
  const chosenSubs = filter.fk_subcategory?.length
    ? and(subsOfTop, inArray(categories.slug, filter.fk_subcategory))
    : subsOfTop;

  if (filter.fk_subcategory?.length) {
    where.push(inArray(listed.subcategoryId, qb.select({ id: categories.id }).from(categories).where(chosenSubs)));
  }

  if (filter.fk_subsubcategory?.length) {
    const parents = qb.select({ id: categories.id }).from(categories).where(chosenSubs);
    const subsubs = qb
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.level, 3),
          inArray(categories.slug, filter.fk_subsubcategory),
          topId == null && !filter.fk_subcategory?.length ? undefined : inArray(categories.parentId, parents),
        ),
      );
    where.push(inArray(listed.subsubcategoryId, subsubs));
  }

  if (filter.fk_brand?.length) where.push(inArray(listed.brandId, filter.fk_brand));

  if (filter.tag?.length) {
    const wanted = filter.tag.map((tag) => tag.trim().toLowerCase()).filter(Boolean);
    const ids = wanted.filter((tag) => /^\d+$/.test(tag)).map(Number);
    const tagIds = qb
      .select({ id: tags.id })
      .from(tags)
      .where(
        or(
          inArray(tags.slug, wanted),
          inArray(sql`lower(${tags.title})`, wanted),
          ids.length ? inArray(tags.id, ids) : undefined,
        ),
      );
    where.push(hasTag(listed, inArray(productTags.tagId, tagIds)));
  }

  if (filter.atribute?.length) where.push(attributeCondition(listed, filter.atribute, lookup.values));

  if (filter.from_price != null) where.push(gte(listed.sellingPricePaise, Math.round(filter.from_price * 100)));
  if (filter.to_price != null) where.push(lte(listed.sellingPricePaise, Math.round(filter.to_price * 100)));

  if (lookup.search) where.push(lookup.search.tsquery === null ? nothing : holdsQuery(lookup.search.tsquery));

  return where;
}

function tileCondition(tile: NonNullable<Lookup['tile']>, listed: Listed): SQL {
  if (tile.tagId != null) return hasTag(listed, eq(productTags.tagId, tile.tagId));
  if (tile.categoryId == null) return nothing;
  const column = {
    1: listed.categoryId,
    2: listed.subcategoryId,
    3: listed.subsubcategoryId,
  }[tile.level ?? 0];
  return column ? eq(column, tile.categoryId) : nothing;
}

function hasTag(listed: Listed, condition: SQL): SQL {
  return exists(
    qb
      .select({ one: sql`1` })
      .from(productTags)
      .where(and(eq(productTags.productId, listed.id), condition)),
  );
}

/** Values of one attribute OR-ed, attributes AND-ed, all for ONE variant (Size M and Colour Red: a red M exists). */
function attributeCondition(listed: Listed, valueIds: number[], rows: Lookup['values']): SQL {
  if (rows.length < new Set(valueIds).size) return nothing;
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.attributeId, [...(groups.get(row.attributeId) ?? []), row.id]);
  const perAttribute = [...groups.values()].map((ids) =>
    exists(
      qb
        .select({ one: sql`1` })
        .from(variantValues)
        .where(and(eq(variantValues.variantId, variants.id), inArray(variantValues.attributeValueId, ids))),
    ),
  );
  return exists(
    qb
      .select({ one: sql`1` })
      .from(variants)
      .where(and(eq(variants.productId, listed.id), ...perAttribute)),
  );
}

// Each ends with the id, so a page never repeats or skips one, and is one index's order over products (decision 0024).
const orderingsOf = (listed: Listed) =>
  ({
    newest: [desc(listed.createdAt), desc(listed.id)],
    price_asc: [asc(listed.sellingPricePaise), asc(listed.id)],
    price_desc: [desc(listed.sellingPricePaise), desc(listed.id)],
    best_selling: [desc(listed.soldCount), asc(listed.id)],
    rating: [desc(listed.ratingTenths), desc(listed.reviewCount), asc(listed.id)],
  }) as const satisfies Record<Sort, unknown>;

const orderings = orderingsOf(productColumns);
const searchOrderings = orderingsOf(documentColumns);

/** Ties in rank go the listing's own way, newest first. */
const byRelevance = (query: string) => [desc(rankOf(query)), ...searchOrderings.newest];

export interface ListingPage {
  cards: CardRow[];
  total: number;
  /** What was searched instead of the text, when the text meant nothing the shop holds. */
  corrected?: string;
}

/** The total counted once per filter and catalog version (decision 0017): a page and its total may be a write apart. */
export async function listPage(ctx: AppContext, filter: ProductFilter): Promise<ListingPage> {
  const limit = filter.limit ?? 9;
  const page = filter.page ?? 1;
  const { page: _page, limit: _limit, sort: _sort, ...matching } = filter;
  const lookup = await lookUp(ctx, filter);
  const listed = lookup.search ? documentColumns : productColumns;
  const conditions = listingConditions(filter, lookup, listed);
  // A search reads documents, which drafts have none of; the products' own listing leaves them out here.
  const where = and(...conditions, lookup.search ? undefined : shownInShop);
  const sort = filter.sort ?? 'newest';
  const query = lookup.search?.tsquery;
  const order = filter.sort == null && query ? byRelevance(query) : (lookup.search ? searchOrderings : orderings)[sort];
  const [cards, total] = await Promise.all([
    conditions.length === 0
      ? unfilteredCards(ctx, sort, limit, (page - 1) * limit)
      : filteredCards(ctx, listed, where, order, limit, (page - 1) * limit),
    ctx.catalogCache.totals.answer(JSON.stringify(matching), async () => {
      const [counted] = await queryPrepared<{ total: number }>(
        ctx.db,
        sql`select count(*)::int as total from ${listed.table} where ${where ?? sql`true`}`,
      );
      return counted?.total ?? 0;
    }),
  ]);
  const corrected = lookup.search?.corrected;
  return corrected === undefined ? { cards, total } : { cards, total, corrected };
}

type Ordering = readonly SQL[];

/** Its ids by a query planned for the filter's shape, then their cards (decision 0017). */
async function filteredCards(
  ctx: AppContext,
  listed: Listed,
  where: SQL | undefined,
  order: Ordering,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  const pageIds = qb
    .select({ id: sql<number>`${listed.id}`.as('id') })
    .from(listed.table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const rows = await queryPrepared<{ id: number }>(ctx.db, pageIds.getSQL());
  return cardRows(
    ctx,
    rows.map((row) => row.id),
  );
}

// One statement per sort picks its own page; LIMIT and OFFSET in scalar subqueries keep the generic plan (decision 0017).
const unfilteredPage = (order: readonly SQL[]) =>
  cardStatement<{ limit: number; offset: number }>(
    sql`array(select ${products.id} from ${products} where ${shownInShop} order by ${sql.join([...order], sql`, `)}
      limit (select ${sql.placeholder('limit')}::int) offset (select ${sql.placeholder('offset')}::int))`,
  );
const unfilteredPages: Record<Sort, ReturnType<typeof unfilteredPage>> = {
  newest: unfilteredPage(orderings.newest),
  price_asc: unfilteredPage(orderings.price_asc),
  price_desc: unfilteredPage(orderings.price_desc),
  best_selling: unfilteredPage(orderings.best_selling),
  rating: unfilteredPage(orderings.rating),
};

function unfilteredCards(ctx: AppContext, sort: Sort, limit: number, offset: number): Promise<CardRow[]> {
  return cardsOf(ctx, unfilteredPages[sort], { limit, offset });
}
