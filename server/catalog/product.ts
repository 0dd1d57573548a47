import { asc, desc, eq, inArray } from 'drizzle-orm';
import { optionalUserId } from '../auth';
import type { AppContext } from '../context';
import { attributes, attributeValues, brands, categories, products, reviews, variantImages, variants, variantValues } from '../db/schema';
import { notFound } from '../errors';
import type { Answer, Body, Handlers, Params } from '../handler-types';
import { toRupees } from '../pricing/money';
import { likedProducts, reviewStats } from './product-list-items';

/** Reviews shown on the product page, newest first. */
const REVIEWS_SHOWN = 20;

interface OptionValue {
  int_glcode: number;
  var_title: string;
  attribute_name: string;
  colorCode: string | null;
  attributeId: number;
}

interface VariantMatrixRow {
  row: typeof variants.$inferSelect;
  valueIds: Set<number>;
  images: string[];
}

/** A product's variants with their option values and pictures, and its options grouped by attribute. */
async function variantMatrix(ctx: AppContext, productId: number) {
  const variantRows = await ctx.db
    .select()
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(desc(variants.isDefault), asc(variants.position), asc(variants.id));
  const variantIds = variantRows.map((row) => row.id);
  const [valueRows, imageRows] = variantIds.length
    ? await Promise.all([
        ctx.db
          .select({
            variantId: variantValues.variantId,
            id: attributeValues.id,
            title: attributeValues.title,
            colorCode: attributeValues.colorCode,
            attributeId: attributes.id,
            attributeTitle: attributes.title,
          })
          .from(variantValues)
          .innerJoin(attributeValues, eq(attributeValues.id, variantValues.attributeValueId))
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
          .where(inArray(variantValues.variantId, variantIds))
          .orderBy(asc(attributes.position), asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id)),
        ctx.db
          .select()
          .from(variantImages)
          .where(inArray(variantImages.variantId, variantIds))
          .orderBy(asc(variantImages.position), asc(variantImages.id)),
      ])
    : [[], []];

  const options: { var_attribute: string; attributeId: number; attrs_v: OptionValue[] }[] = [];
  for (const value of valueRows) {
    let option = options.find((entry) => entry.attributeId === value.attributeId);
    if (!option) options.push((option = { var_attribute: value.attributeTitle, attributeId: value.attributeId, attrs_v: [] }));
    if (!option.attrs_v.some((known) => known.int_glcode === value.id)) {
      option.attrs_v.push({
        int_glcode: value.id,
        var_title: value.title,
        attribute_name: value.attributeTitle,
        colorCode: value.colorCode,
        attributeId: value.attributeId,
      });
    }
  }

  const matrix: VariantMatrixRow[] = variantRows.map((row) => ({
    row,
    valueIds: new Set(valueRows.filter((value) => value.variantId === row.id).map((value) => value.id)),
    images: imageRows.filter((image) => image.variantId === row.id).map((image) => image.url),
  }));
  return { matrix, options };
}

const publicValue = ({ attributeId: _attributeId, ...value }: OptionValue) => value;

export function productHandlers(ctx: AppContext): Handlers {
  return {
    async getProduct(request) {
      const { slug } = request.params as Params<'getProduct'>;
      const [row] = await ctx.db.select().from(products).where(eq(products.slug, slug)).limit(1);
      if (!row) throw notFound('Product not found');
      const user = await optionalUserId(ctx, request);
      const [categoryRows, [brand], { matrix, options }, stats, liked, reviewRows] = await Promise.all([
        ctx.db
          .select()
          .from(categories)
          .where(inArray(categories.id, [row.categoryId, row.subcategoryId])),
        ctx.db.select().from(brands).where(eq(brands.id, row.brandId)),
        variantMatrix(ctx, row.id),
        reviewStats(ctx, [row.id]),
        likedProducts(ctx, user, [row.id]),
        ctx.db
          .select()
          .from(reviews)
          .where(eq(reviews.productId, row.id))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(REVIEWS_SHOWN),
      ]);
      const category = categoryRows.find((entry) => entry.id === row.categoryId);
      const subcategory = categoryRows.find((entry) => entry.id === row.subcategoryId);
      const byDefault = matrix[0];
      if (!category || !subcategory || !brand || !byDefault) throw new Error(`product ${row.id} is incomplete`);
      const review = stats.get(row.id) ?? { total: 0, average: 0 };
      const isLiked = liked.has(row.id);

      const answer: Answer<'getProduct'> = {
        data: {
          int_glcode: row.id,
          var_slug: row.slug,
          var_title: row.title,
          var_image: row.image,
          var_offer: row.offerPercent,
          var_price: toRupees(row.pricePaise),
          total_review: review.total,
          total_review_value: review.average,
          liked: isLiked,
          category: { var_title: category.title, var_slug: category.slug },
          default_variant: {
            int_glcode: byDefault.row.id,
            selling_price: toRupees(byDefault.row.sellingPricePaise),
            price: toRupees(byDefault.row.pricePaise),
          },
          brand: { int_glcode: brand.id, var_title: brand.title },
          var_short_description: row.shortDescription,
          txt_description: row.descriptionHtml,
          txt_nutrition: row.specificationHtml,
          meta_title: row.metaTitle,
          meta_description: row.metaDescription,
          meta_keywords: row.metaKeywords,
          ratting: review.average,
          like: isLiked ? 'Y' : 'N',
          subcategory: { var_title: subcategory.title, var_slug: subcategory.slug },
          fk_category: category.id,
          fk_subcategory: subcategory.id,
          prod_options: options.map((option) => ({
            var_attribute: option.var_attribute,
            attrs_v: option.attrs_v.map(publicValue),
          })),
          reviews: reviewRows.map((entry) => ({
            var_name: entry.name,
            rating: entry.rating,
            review_text: entry.text,
            dt_createddate: entry.createdAt.toISOString(),
          })),
          defaultVariant: { int_glCode: byDefault.row.id },
          images: byDefault.images.length ? byDefault.images : [row.image],
          variants: matrix.map(({ row: variant, valueIds }) => ({
            variant_id: variant.id,
            option_ids: [...valueIds],
            stock: variant.stock,
            selling_price: toRupees(variant.sellingPricePaise),
            price: toRupees(variant.pricePaise),
          })),
        },
      };
      return answer;
    },

    async lookupVariant(request) {
      const body = request.body as Body<'lookupVariant'>;
      const [product] = await ctx.db
        .select({ id: products.id, image: products.image })
        .from(products)
        .where(eq(products.id, body.fk_product))
        .limit(1);
      if (!product) throw notFound('Product not found');
      const { matrix, options } = await variantMatrix(ctx, product.id);

      // One choice per attribute (the first given). Ids this product does not offer are
      // ignored: a client may still hold a choice from before the options changed.
      const choices = new Map<number, number>();
      for (const id of body.variant_ids) {
        const option = options.find((entry) => entry.attrs_v.some((value) => value.int_glcode === id));
        if (option && !choices.has(option.attributeId)) choices.set(option.attributeId, id);
      }
      const chosen = [...choices.values()];
      const consistent = (entry: VariantMatrixRow, except?: number) =>
        [...choices].every(([attributeId, id]) => attributeId === except || entry.valueIds.has(id));

      const complete = choices.size === options.length;
      const match = complete ? matrix.find((entry) => entry.valueIds.size === chosen.length && consistent(entry)) : undefined;
      const shown = match ?? matrix.find((entry) => consistent(entry)) ?? matrix[0];
      if (!shown) throw notFound('Product not found');

      const answer: Answer<'lookupVariant'> = {
        data: {
          imgs: shown.images.length ? shown.images : [product.image],
          selling_price: toRupees(shown.row.sellingPricePaise),
          price: toRupees(shown.row.pricePaise),
          stock: match?.row.stock ?? 0,
          variant_id: match?.row.id ?? null,
          prod_options: options.map((option) => ({
            var_attribute: option.var_attribute,
            attrs_v: option.attrs_v.map((value) => ({
              ...publicValue(value),
              available: matrix.some((entry) => entry.valueIds.has(value.int_glcode) && consistent(entry, option.attributeId)),
            })),
          })),
        },
      };
      return answer;
    },
  };
}
