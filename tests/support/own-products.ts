/**
 * Products of a test's own: copies of one seeded product (its variants, their options and
 * pictures) under new slugs and skus, so a test that sets a stock level, buys units or
 * renames a product changes nothing another test reads, however many run at once on one
 * database. Either database (PGlite or PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { products, variantImages, variants, variantValues } from '#server/db/schema';

export interface OwnVariant {
  id: number;
  /** The attribute value ids that choose it (lookupVariant). */
  optionIds: number[];
  stock: number;
}

export interface OwnProduct {
  id: number;
  slug: string;
  title: string;
  variants: OwnVariant[];
}

/** `count` new products, each a copy of the first seeded product with two or more optioned variants; every variant's stock `stock`. */
export async function ownProducts(db: Db, count: number, stock: number): Promise<OwnProduct[]> {
  const tag = randomUUID().slice(0, 8);
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(products)
      .where(
        sql`(select count(distinct v.id) from ${variants} v join ${variantValues} vv on vv.variant_id = v.id
          where v.product_id = ${products.id}) >= 2`,
      )
      .orderBy(asc(products.id))
      .limit(1);
    if (!source) throw new Error('the seed has no product with two optioned variants to copy');
    const { id: sourceId, titleLower: _generated, ...fields } = source;
    const made = await tx
      .insert(products)
      .values(
        Array.from({ length: count }, (_, i) => ({
          ...fields,
          slug: `${source.slug}-own-${tag}-${i + 1}`,
          title: `${source.title} ${tag}-${i + 1}`,
          isNewArrival: false,
          soldCount: 0,
          // No reviews are copied, so none are counted (the reviews' triggers keep these from then on).
          ratingTenths: 0,
          reviewCount: 0,
        })),
      )
      .returning({ id: products.id, slug: products.slug, title: products.title });

    const originals = await tx
      .select()
      .from(variants)
      .where(inArray(variants.productId, [sourceId]))
      .orderBy(asc(variants.position), asc(variants.id));
    const ids = originals.map((v) => v.id);
    const values = await tx.select().from(variantValues).where(inArray(variantValues.variantId, ids));
    const images = await tx.select().from(variantImages).where(inArray(variantImages.variantId, ids));

    const skuOf = (original: { sku: string }, product: { id: number }) => `${original.sku}-own-${tag}-${product.id}`;
    const copies = await tx
      .insert(variants)
      .values(
        made.flatMap((product) =>
          originals.map(({ id: _id, ...variant }) => ({
            ...variant,
            productId: product.id,
            sku: skuOf(variant, product),
            stock,
          })),
        ),
      )
      .returning({ id: variants.id, sku: variants.sku });
    const copyOf = new Map(copies.map((copy) => [copy.sku, copy.id]));
    const pairs = made.flatMap((product) =>
      originals.map((original) => ({ productId: product.id, original, copy: copyOf.get(skuOf(original, product))! })),
    );

    const valueRows = pairs.flatMap(({ original, copy }) =>
      values
        .filter((v) => v.variantId === original.id)
        .map((v) => ({ variantId: copy, attributeValueId: v.attributeValueId })),
    );
    const imageRows = pairs.flatMap(({ original, copy }) =>
      images
        .filter((i) => i.variantId === original.id)
        .map((i) => ({ variantId: copy, url: i.url, position: i.position })),
    );
    if (valueRows.length) await tx.insert(variantValues).values(valueRows);
    if (imageRows.length) await tx.insert(variantImages).values(imageRows);

    return made.map((product) => ({
      ...product,
      variants: pairs
        .filter((pair) => pair.productId === product.id)
        .map(({ original, copy }) => ({
          id: copy,
          optionIds: values.filter((v) => v.variantId === original.id).map((v) => v.attributeValueId),
          stock,
        })),
    }));
  });
}

/** One variant of a new product of the caller's own, with `stock` units. */
export async function ownVariant(db: Db, stock: number) {
  const [product] = await ownProducts(db, 1, stock);
  const variant = product!.variants[0]!;
  return { productId: product!.id, slug: product!.slug, variantId: variant.id, optionIds: variant.optionIds };
}
