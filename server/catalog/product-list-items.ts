import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { components } from '#openapi/schema.gen';
import type { AppContext } from '../context/context';
import { FixedStatement } from '../db/prepared';
import { arrayLiteral } from '../db/array-literal';
import { wishlist } from '../db/schema';
import { toRupees } from '../pricing/money';
import { shownAs } from '../db/shown-in-shop';

export type ProductListItem = components['schemas']['ProductListItem'];

export type ProductBasics = {
  id: number;
  slug: string;
  title: string;
  image: string;
  offerPercent: number;
  pricePaise: number;
};

export type ReviewStatsRow = {
  reviewCount: number;
  /** avg(rating), a numeric; null without reviews. */
  reviewAverage: number | string | null;
};

export interface CardRow extends ProductBasics, ReviewStatsRow {
  sellingPricePaise: number;
  categoryTitle: string;
  categorySlug: string;
  brandId: number;
  brandTitle: string;
  /** The flagged default variant, else the first by position. */
  variantId: number | null;
  variantPricePaise: number | null;
  variantSellingPricePaise: number | null;
  variantStock: number | null;
}

export const roundedAverage = (average: number | string | null | undefined) =>
  Math.round(Number(average ?? 0) * 10) / 10;

/** A page of cards in one round trip: PGlite answers one query at a time, so each is paid by every waiting request. */
export const cardStatement = <Values extends Record<string, unknown>>(ids: SQL) =>
  new FixedStatement<{ cards: CardRow[] }, Values>(sql`select (
    select coalesce(json_agg(json_build_object(
      'id', p.id, 'slug', p.slug, 'title', p.title, 'image', p.image, 'offerPercent', p.offer_percent,
      'pricePaise', p.price_paise, 'sellingPricePaise', p.selling_price_paise,
      'categoryTitle', c.title, 'categorySlug', c.slug, 'brandId', b.id, 'brandTitle', b.title,
      'variantId', v.id, 'variantPricePaise', v.price_paise, 'variantSellingPricePaise', v.selling_price_paise, 'variantStock', v.stock,
      'reviewCount', r.total, 'reviewAverage', r.average
    ) order by page.ord), '[]'::json)
    from unnest(${ids}) with ordinality as page(id, ord)
    join products p on p.id = page.id and ${shownAs('p')}
    join categories c on c.id = p.category_id
    join brands b on b.id = p.brand_id
    left join lateral (
      select id, price_paise, selling_price_paise, stock from variants
      where product_id = p.id order by is_default desc, position, id limit 1
    ) v on true
    cross join lateral (select count(*)::int as total, avg(rating) as average from reviews where product_id = p.id) r
  ) as cards`);

export async function cardsOf<Values extends Record<string, unknown>>(
  ctx: AppContext,
  statement: FixedStatement<{ cards: CardRow[] }, Values>,
  values: Values,
): Promise<CardRow[]> {
  const [row] = await statement.run(ctx.db, values);
  return row?.cards ?? [];
}

/** The statement never changes, so its generic plan is kept; which ids to show is planned per filter (decision 0017). */
const cardsOfIds = cardStatement<{ ids: string }>(sql`${sql.placeholder('ids')}::int[]`);

export async function cardRows(ctx: AppContext, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return cardsOf(ctx, cardsOfIds, { ids: idList(ids) });
}

/** `liked` false: hearts go on top (likedProducts). Add fields by Object.assign: V8 builds a literal after a spread slowly (0017). */
export function cardBasics(row: ProductBasics, stats: ReviewStatsRow) {
  return {
    int_glcode: row.id,
    var_slug: row.slug,
    var_title: row.title,
    var_image: row.image,
    var_offer: row.offerPercent,
    var_price: toRupees(row.pricePaise),
    total_review: stats.reviewCount,
    total_review_value: roundedAverage(stats.reviewAverage),
    liked: false,
  };
}

export function toListItem(row: CardRow): ProductListItem {
  return Object.assign(cardBasics(row, row), {
    category: { var_title: row.categoryTitle, var_slug: row.categorySlug },
    default_variant: {
      int_glcode: row.variantId ?? 0,
      selling_price: toRupees(row.variantSellingPricePaise ?? row.sellingPricePaise),
      price: toRupees(row.variantPricePaise ?? row.pricePaise),
      stock: Math.max(0, row.variantStock ?? 0),
    },
    brand: { int_glcode: row.brandId, var_title: row.brandTitle },
  });
}

/** Which of these products are in the user's wishlist (the one heart, decision 0002). */
export async function likedProducts(ctx: AppContext, userId: number | null, ids: number[]): Promise<Set<number>> {
  if (userId == null || ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ productId: wishlist.productId })
    .from(wishlist)
    .where(and(eq(wishlist.userId, userId), inArray(wishlist.productId, ids)));
  return new Set(rows.map((row) => row.productId));
}

const idList = (ids: number[]) => arrayLiteral(ids.map((id) => Math.trunc(id)));

export const idArray = (ids: number[]): SQL => sql`${idList(ids)}::int[]`;

export async function productListItems(
  ctx: AppContext,
  ids: number[],
  userId: number | null,
): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const [cards, liked] = await Promise.all([cardRows(ctx, ids), likedProducts(ctx, userId, ids)]);
  return cards.map((row) => ({
    ...toListItem(row),
    liked: liked.has(row.id),
  }));
}

export const withHearts = (items: ProductListItem[], liked: Set<number>) =>
  items.map((item) => (liked.has(item.int_glcode) ? { ...item, liked: true } : item));
