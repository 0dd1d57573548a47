import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import { attributeValues, categories, classifications, productTags, products, tags, variants, variantValues } from '../db/schema';
import type { Body } from '../handler-types';

export type ProductFilter = Body<'listProducts'>;

/** A LIKE pattern that matches `text` literally anywhere (%, _ and \ in the text are not wildcards). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Builds subqueries that run inside the listing query (no database handle needed). */
const qb = new QueryBuilder();

/** A condition that no row satisfies: an unknown category or value filters everything out. */
const nothing = sql`false`;

/**
 * The WHERE conditions of a product listing, one per filter of the contract. Lookups
 * of slugs and value ids are done once here, not per product.
 */
async function listingConditions(ctx: AppContext, filter: ProductFilter): Promise<SQL[]> {
  const where: SQL[] = [];
  let topId: number | null = null;

  if (filter.fk_category && filter.fk_category !== 'all') {
    const [top] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.level, 1), eq(categories.slug, filter.fk_category)));
    if (top) {
      topId = top.id;
      where.push(eq(products.categoryId, top.id));
    } else {
      // A home tile (/shop/{slug}) points at a category of any level or at a tag.
      const [tileRow] = await ctx.db.select().from(classifications).where(eq(classifications.slug, filter.fk_category));
      where.push(tileRow ? await tileCondition(ctx, tileRow) : nothing);
    }
  }

  // Slugs are unique only among siblings, so a sub-category is looked for under the chosen
  // top category, and a sub-sub-category under the chosen sub-categories.
  const subsOfTop = and(eq(categories.level, 2), topId == null ? undefined : eq(categories.parentId, topId));
  const chosenSubs = filter.fk_subcategory?.length ? and(subsOfTop, inArray(categories.slug, filter.fk_subcategory)) : subsOfTop;

  if (filter.fk_subcategory?.length) {
    where.push(inArray(products.subcategoryId, qb.select({ id: categories.id }).from(categories).where(chosenSubs)));
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
    where.push(inArray(products.subsubcategoryId, subsubs));
  }

  if (filter.fk_brand?.length) where.push(inArray(products.brandId, filter.fk_brand));

  if (filter.tag?.length) {
    const wanted = filter.tag.map((tag) => tag.trim().toLowerCase()).filter(Boolean);
    const ids = wanted.filter((tag) => /^\d+$/.test(tag)).map(Number);
    const tagIds = qb
      .select({ id: tags.id })
      .from(tags)
      .where(or(inArray(tags.slug, wanted), inArray(sql`lower(${tags.title})`, wanted), ids.length ? inArray(tags.id, ids) : undefined));
    where.push(hasTag(inArray(productTags.tagId, tagIds)));
  }

  if (filter.atribute?.length) where.push(await attributeCondition(ctx, filter.atribute));

  if (filter.from_price != null) where.push(gte(products.sellingPricePaise, Math.round(filter.from_price * 100)));
  if (filter.to_price != null) where.push(lte(products.sellingPricePaise, Math.round(filter.to_price * 100)));

  const search = filter.search?.trim();
  if (search) where.push(ilike(products.title, containsPattern(search)));

  return where;
}

async function tileCondition(ctx: AppContext, tileRow: typeof classifications.$inferSelect): Promise<SQL> {
  if (tileRow.tagId != null) return hasTag(eq(productTags.tagId, tileRow.tagId));
  if (tileRow.categoryId == null) return nothing;
  const [target] = await ctx.db.select({ level: categories.level }).from(categories).where(eq(categories.id, tileRow.categoryId));
  const column = { 1: products.categoryId, 2: products.subcategoryId, 3: products.subsubcategoryId }[target?.level ?? 0];
  return column ? eq(column, tileRow.categoryId) : nothing;
}

function hasTag(condition: SQL): SQL {
  return exists(
    qb
      .select({ one: sql`1` })
      .from(productTags)
      .where(and(eq(productTags.productId, products.id), condition)),
  );
}

/**
 * Attribute value ids: values of one attribute are OR-ed, attributes are AND-ed, and
 * all of it must hold for ONE variant (Size M and Colour Red means a red M exists).
 */
async function attributeCondition(ctx: AppContext, valueIds: number[]): Promise<SQL> {
  const rows = await ctx.db
    .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
    .from(attributeValues)
    .where(inArray(attributeValues.id, valueIds));
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
      .where(and(eq(variants.productId, products.id), ...perAttribute)),
  );
}

const orderings = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.sellingPricePaise), asc(products.id)],
  price_desc: [desc(products.sellingPricePaise), asc(products.id)],
  best_selling: [desc(products.soldCount), asc(products.id)],
} as const;

export interface ListingPage {
  ids: number[];
  total: number;
}

/** The ids of one page of matching products in a stable order, and how many match in all. */
export async function listProductIds(ctx: AppContext, filter: ProductFilter): Promise<ListingPage> {
  const limit = filter.limit ?? 9;
  const page = filter.page ?? 1;
  const where = and(...(await listingConditions(ctx, filter)));
  const [totalRow] = await ctx.db.select({ total: count() }).from(products).where(where);
  const total = totalRow?.total ?? 0;
  if (total === 0 || (page - 1) * limit >= total) return { ids: [], total };
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderings[filter.sort ?? 'newest'])
    .limit(limit)
    .offset((page - 1) * limit);
  return { ids: rows.map((row) => row.id), total };
}
