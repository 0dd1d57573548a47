import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { components } from '#openapi/schema.gen';
import type { AppContext } from '../context/context';
import { FixedStatement } from '../db/prepared';
import { wishlist } from '../db/schema';
import { toRupees } from '../pricing/money';

export type ProductListItem = components['schemas']['ProductListItem'];

/** What a product card and the product page both read of the products row. */
export type ProductBasics = {
  id: number;
  slug: string;
  title: string;
  image: string;
  offerPercent: number;
  pricePaise: number;
};

/** A product's review stats as the database answers them. */
export type ReviewStatsRow = {
  reviewCount: number;
  /** avg(rating) as PostgreSQL computes it (numeric), null without reviews. */
  reviewAverage: number | string | null;
};

/** What the database answers per card (cardRows); shaped into a ProductListItem by toListItem. */
export interface CardRow extends ProductBasics, ReviewStatsRow {
  sellingPricePaise: number;
  categoryTitle: string;
  categorySlug: string;
  brandId: number;
  brandTitle: string;
  /** The default variant: the flagged one, else the first by position. */
  variantId: number | null;
  variantPricePaise: number | null;
  variantSellingPricePaise: number | null;
  /** Units in stock of the default variant (0 without one). */
  variantStock: number | null;
}

/** Review average to one decimal, as product cards and pages show it. */
export const roundedAverage = (average: number | string | null | undefined) =>
  Math.round(Number(average ?? 0) * 10) / 10;

/**
 * The statement of the card rows of the products `ids` gives, an `int[]` expression in
 * its order: product, category, brand, default variant and review stats in one
 * statement, so a page of cards is one round trip (PGlite answers one query at a time:
 * every round trip is paid by every waiting request). Each shape is made once (a
 * FixedStatement) and planned once per connection.
 */
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
    join products p on p.id = page.id
    join categories c on c.id = p.category_id
    join brands b on b.id = p.brand_id
    left join lateral (
      select id, price_paise, selling_price_paise, stock from variants
      where product_id = p.id order by is_default desc, position, id limit 1
    ) v on true
    cross join lateral (select count(*)::int as total, avg(rating) as average from reviews where product_id = p.id) r
  ) as cards`);

/** The cards a card statement answers for these values. */
export async function cardsOf<Values extends Record<string, unknown>>(
  ctx: AppContext,
  statement: FixedStatement<{ cards: CardRow[] }, Values>,
  values: Values,
): Promise<CardRow[]> {
  const [row] = await statement.run(ctx.db, values);
  return row?.cards ?? [];
}

/** Cards of an id array parameter: the statement never changes, so its plan is generic and kept. */
const cardsOfIds = cardStatement<{ ids: string }>(sql`${sql.placeholder('ids')}::int[]`);

/**
 * The card rows of these products, in the order given; which products to show is asked
 * separately, by a query whose plan depends on its filter.
 */
export async function cardRows(ctx: AppContext, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return cardsOf(ctx, cardsOfIds, { ids: idList(ids) });
}

/**
 * The fields a card and the product page share, `liked` false (the caller's hearts are
 * laid on top, see likedProducts). Callers add their own fields with Object.assign, not
 * `{ ...cardBasics(), more }`: on Node 20's V8 every property a literal adds after a spread
 * is slow (a spread's result reuses no map transitions), and a cache-off product page spent
 * a visible share of its server's time there (decision 0017).
 */
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

/** A card as the contract shapes it. */
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

/** Ids in an int[]'s text form, '{1,2}'. */
const idList = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Ids as an int[] parameter. */
export const idArray = (ids: number[]): SQL => sql`${idList(ids)}::int[]`;

/**
 * Product cards for these ids, in the order given, with the caller's hearts: one query
 * for the cards (cardRows) and one for the hearts of a signed-in caller.
 */
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

/** The items the shopper likes, marked with a heart. */
export const withHearts = (items: ProductListItem[], liked: Set<number>) =>
  items.map((item) => (liked.has(item.int_glcode) ? { ...item, liked: true } : item));
