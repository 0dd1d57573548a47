import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import type { Tx } from '../db/connect';
import { FixedStatement } from '../db/prepared';
import type { OptionName } from '../db/schema';
import { notFound } from '../messages/errors';
import type { Answer, Body, Handlers } from '../contract/handler-types';
import { toRupees } from '../pricing/money';
import { cardBasics, type ProductBasics, type ReviewStatsRow } from './product-list-items';
import { keyOf, serveCatalog } from './serve';
import { texts } from '#rules/texts';
import { shownAs } from '../db/shown-in-shop';

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
  row: VariantRow;
  valueIds: Set<number>;
  images: string[];
}

interface VariantRow {
  id: number;
  stock: number;
  pricePaise: number;
  sellingPricePaise: number;
}

interface ValueRow {
  variantId: number;
  id: number;
  title: string;
  colorCode: string | null;
  attributeId: number;
  attributeTitle: string;
}

/** A product's variants, their option values and their pictures, in display order: json arrays for one statement. */
const matrixJson = (productId: SQL) => sql`
  (select coalesce(json_agg(json_build_object('id', v.id, 'stock', v.stock, 'pricePaise', v.price_paise,
      'sellingPricePaise', v.selling_price_paise) order by v.is_default desc, v.position, v.id), '[]'::json)
     from variants v where v.product_id = ${productId}) as variants,
  (select coalesce(json_agg(json_build_object('variantId', vv.variant_id, 'id', av.id, 'title', av.title,
      'colorCode', av.color_code, 'attributeId', a.id, 'attributeTitle', a.title)
      order by a.position, a.id, av.position, av.id), '[]'::json)
     from variants v
     join variant_values vv on vv.variant_id = v.id
     join attribute_values av on av.id = vv.attribute_value_id
     join attributes a on a.id = av.attribute_id
     where v.product_id = ${productId}) as "values",
  (select coalesce(json_agg(json_build_object('variantId', i.variant_id, 'url', i.url) order by i.position, i.id), '[]'::json)
     from variants v join variant_images i on i.variant_id = v.id where v.product_id = ${productId}) as images,
  (select o.option_names from products o where o.id = ${productId}) as "optionNames"`;

type MatrixRows = {
  variants: VariantRow[];
  values: ValueRow[];
  images: { variantId: number; url: string }[];
  /** The owner's names for the product's options, in her order (decision 0048); empty for the attributes' own. */
  optionNames: OptionName[];
};

/** A product's variants with their option values and pictures, and its options grouped by attribute. */
function variantMatrix({ variants: variantRows, values: valueRows, images: imageRows, optionNames }: MatrixRows) {
  const named = new Map(optionNames.map((option, i) => [option.attributeId, { name: option.name, order: i }]));
  const options: {
    var_attribute: string;
    attributeId: number;
    attrs_v: OptionValue[];
  }[] = [];
  for (const value of valueRows) {
    let option = options.find((entry) => entry.attributeId === value.attributeId);
    if (!option)
      options.push(
        (option = {
          var_attribute: named.get(value.attributeId)?.name ?? value.attributeTitle,
          attributeId: value.attributeId,
          attrs_v: [],
        }),
      );
    if (!option.attrs_v.some((known) => known.int_glcode === value.id)) {
      option.attrs_v.push({
        int_glcode: value.id,
        var_title: value.title,
        attribute_name: named.get(value.attributeId)?.name ?? value.attributeTitle,
        colorCode: value.colorCode,
        attributeId: value.attributeId,
      });
    }
  }

  if (named.size)
    options.sort((a, b) => (named.get(a.attributeId)?.order ?? 0) - (named.get(b.attributeId)?.order ?? 0));

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
    async getProduct(request, reply) {
      const { slug } = request.params;
      return serveCatalog(ctx, request, reply, {
        key: keyOf('getProduct', slug),
        compute: () => productPage(ctx, slug),
        productIds: (answer) => [answer.data.int_glcode],
        personalise: (answer, liked) =>
          liked.has(answer.data.int_glcode) ? { data: { ...answer.data, liked: true, like: 'Y' as const } } : answer,
      });
    },

    async lookupVariant(request, reply) {
      const body = request.body;
      return serveCatalog(ctx, request, reply, {
        key: keyOf('lookupVariant', body),
        compute: () => variantChoice(ctx, body),
      });
    },
  };
}

type ProductPageRow = MatrixRows & {
  product: ProductBasics & {
    shortDescription: string;
    descriptionHtml: string;
    specificationHtml: string;
    metaTitle: string;
    metaDescription: string;
    metaKeywords: string;
  };
  category: { id: number; title: string; slug: string } | null;
  subcategory: { id: number; title: string; slug: string } | null;
  brand: { id: number; title: string } | null;
  reviews: {
    count: ReviewStatsRow['reviewCount'];
    average: ReviewStatsRow['reviewAverage'];
    newest: { name: string; rating: number; text: string; createdAt: string }[];
  };
};

/** `drafts`: an unpublished product too, for a preview (never for a shopper's page). */
const productPageQuery = (slug: string | Placeholder, { drafts = false } = {}) => sql`select
      json_build_object('id', p.id, 'slug', p.slug, 'title', p.title, 'image', p.image, 'offerPercent', p.offer_percent,
        'pricePaise', p.price_paise, 'shortDescription', p.short_description, 'descriptionHtml', p.description_html,
        'specificationHtml', p.specification_html, 'metaTitle', p.meta_title, 'metaDescription', p.meta_description,
        'metaKeywords', p.meta_keywords) as product,
      (select json_build_object('id', id, 'title', title, 'slug', slug) from categories where id = p.category_id) as category,
      (select json_build_object('id', id, 'title', title, 'slug', slug) from categories where id = p.subcategory_id) as subcategory,
      (select json_build_object('id', id, 'title', title) from brands where id = p.brand_id) as brand,
      ${matrixJson(sql.raw('p.id'))},
      -- Count, average and the newest from one scan of the product's reviews, not three subplans.
      (select json_build_object('count', count(*)::int, 'average', avg(r.rating),
          'newest', coalesce(json_agg(json_build_object('name', r.name, 'rating', r.rating, 'text', r.text, 'createdAt', r.created_at)
            order by r.created_at desc, r.id desc) filter (where r.recency <= ${REVIEWS_SHOWN}), '[]'::json))
         from (select name, rating, text, created_at, id, row_number() over (order by created_at desc, id desc) as recency
           from reviews where product_id = p.id) r) as reviews
    from products p where p.slug = ${slug} and ${drafts ? sql`true` : shownAs('p')} limit 1`;

const productPageStatement = new FixedStatement<ProductPageRow, { slug: string }>(
  productPageQuery(sql.placeholder('slug')),
);

/** Anonymous: `liked` false. */
async function productPage(ctx: AppContext, slug: string): Promise<Answer<'getProduct'>> {
  const [page] = await productPageStatement.run(ctx.db, { slug });
  return productAnswer(page);
}

/**
 * The product page's answer as a transaction sees it, a draft's too: a preview's, read from a
 * write the transaction then undoes. Not prepared: a named statement runs outside any transaction.
 */
export async function productPageIn(tx: Tx, slug: string): Promise<Answer<'getProduct'>> {
  const { rows } = await tx.execute<ProductPageRow>(productPageQuery(slug, { drafts: true }));
  return productAnswer(rows[0]);
}

function productAnswer(page: ProductPageRow | undefined): Answer<'getProduct'> {
  if (!page) throw notFound(texts.productNotFound);
  const { product: row, category, subcategory, brand, reviews } = page;
  const { matrix, options } = variantMatrix(page);
  const byDefault = matrix[0];
  if (!category || !subcategory || !brand || !byDefault) throw new Error(`product ${row.id} is incomplete`);
  const basics = cardBasics(row, { reviewCount: reviews.count, reviewAverage: reviews.average });

  const answer: Answer<'getProduct'> = {
    // Not a spread of `basics` (see cardBasics).
    data: Object.assign(basics, {
      category: { var_title: category.title, var_slug: category.slug },
      default_variant: {
        int_glcode: byDefault.row.id,
        selling_price: toRupees(byDefault.row.sellingPricePaise),
        price: toRupees(byDefault.row.pricePaise),
        stock: Math.max(0, byDefault.row.stock),
      },
      brand: { int_glcode: brand.id, var_title: brand.title },
      var_short_description: row.shortDescription,
      txt_description: row.descriptionHtml,
      txt_nutrition: row.specificationHtml,
      meta_title: row.metaTitle,
      meta_description: row.metaDescription,
      meta_keywords: row.metaKeywords,
      ratting: basics.total_review_value,
      like: 'N' as const,
      subcategory: { var_title: subcategory.title, var_slug: subcategory.slug },
      fk_category: category.id,
      fk_subcategory: subcategory.id,
      prod_options: options.map((option) => ({
        var_attribute: option.var_attribute,
        attrs_v: option.attrs_v.map(publicValue),
      })),
      reviews: reviews.newest.map((entry) => ({
        var_name: entry.name,
        rating: entry.rating,
        review_text: entry.text,
        dt_createddate: new Date(entry.createdAt).toISOString(),
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
    }),
  };
  return answer;
}

const variantChoiceStatement = new FixedStatement<MatrixRows & { image: string }, { productId: number }>(
  sql`select p.image, ${matrixJson(sql.raw('p.id'))} from products p where p.id = ${sql.placeholder('productId')} and ${shownAs('p')} limit 1`,
);

/** The variant a choice of options lands on, and which other options stay available. */
async function variantChoice(ctx: AppContext, body: Body<'lookupVariant'>): Promise<Answer<'lookupVariant'>> {
  const [product] = await variantChoiceStatement.run(ctx.db, { productId: body.fk_product });
  if (!product) throw notFound(texts.productNotFound);
  const { matrix, options } = variantMatrix(product);

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
  const match = complete
    ? matrix.find((entry) => entry.valueIds.size === chosen.length && consistent(entry))
    : undefined;
  const shown = match ?? matrix.find((entry) => consistent(entry)) ?? matrix[0];
  if (!shown) throw notFound(texts.productNotFound);

  const answer: Answer<'lookupVariant'> = {
    data: {
      imgs: shown.images.length ? shown.images : [product.image],
      selling_price: toRupees(shown.row.sellingPricePaise),
      price: toRupees(shown.row.pricePaise),
      stock: match?.row.stock ?? 0,
      variant_id: match?.row.id ?? null,
      prod_options: options.map((option) => ({
        var_attribute: option.var_attribute,
        attrs_v: option.attrs_v.map((value) =>
          // Not a spread (see cardBasics).
          Object.assign(publicValue(value), {
            available: matrix.some(
              (entry) => entry.valueIds.has(value.int_glcode) && consistent(entry, option.attributeId),
            ),
          }),
        ),
      })),
    },
  };
  return answer;
}
