import { and, asc, avg, count, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../openapi/schema.gen';
import type { AppContext } from '../context';
import { brands, categories, products, reviews, variants, wishlist } from '../db/schema';
import { toRupees } from '../pricing/money';

export type ProductListItem = components['schemas']['ProductListItem'];

export interface ReviewStats {
  total: number;
  average: number;
}

/** Review count and average (one decimal) per product, in one query. */
export async function reviewStats(ctx: AppContext, ids: number[]): Promise<Map<number, ReviewStats>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ productId: reviews.productId, total: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(inArray(reviews.productId, ids))
    .groupBy(reviews.productId);
  return new Map(
    rows.map((row) => [row.productId, { total: row.total, average: Math.round(Number(row.average ?? 0) * 10) / 10 }]),
  );
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

/** The default variant of each product (the flagged one, else the first by position). */
export async function defaultVariants(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof variants.$inferSelect>();
  const rows = await ctx.db
    .select()
    .from(variants)
    .where(inArray(variants.productId, ids))
    .orderBy(desc(variants.isDefault), asc(variants.position), asc(variants.id));
  const byProduct = new Map<number, typeof variants.$inferSelect>();
  for (const row of rows) if (!byProduct.has(row.productId)) byProduct.set(row.productId, row);
  return byProduct;
}

/**
 * Product cards for these ids, in the order given. A fixed number of queries
 * whatever the page size (no N+1): products with category and brand, default
 * variants, review stats, and the caller's hearts.
 */
export async function productListItems(ctx: AppContext, ids: number[], userId: number | null): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const [rows, variantsById, stats, liked] = await Promise.all([
    ctx.db
      .select({
        id: products.id,
        slug: products.slug,
        title: products.title,
        image: products.image,
        offerPercent: products.offerPercent,
        pricePaise: products.pricePaise,
        sellingPricePaise: products.sellingPricePaise,
        categoryTitle: categories.title,
        categorySlug: categories.slug,
        brandId: brands.id,
        brandTitle: brands.title,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.id, ids)),
    defaultVariants(ctx, ids),
    reviewStats(ctx, ids),
    likedProducts(ctx, userId, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const variant = variantsById.get(id);
    const review = stats.get(id);
    return [
      {
        int_glcode: row.id,
        var_slug: row.slug,
        var_title: row.title,
        var_image: row.image,
        var_offer: row.offerPercent,
        var_price: toRupees(row.pricePaise),
        total_review: review?.total ?? 0,
        total_review_value: review?.average ?? 0,
        liked: liked.has(id),
        category: { var_title: row.categoryTitle, var_slug: row.categorySlug },
        default_variant: {
          int_glcode: variant?.id ?? 0,
          selling_price: toRupees(variant?.sellingPricePaise ?? row.sellingPricePaise),
          price: toRupees(variant?.pricePaise ?? row.pricePaise),
        },
        brand: { int_glcode: row.brandId, var_title: row.brandTitle },
      },
    ];
  });
}
