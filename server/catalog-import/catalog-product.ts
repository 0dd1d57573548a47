/**
 * A product of the shop in the import's terms (decision 0037): what an export writes and the back office's editor
 * shows, and its rows of Shopify's CSV. Both read it here, so an edit in the browser and a file that went out and
 * came back are the same product.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { optionName, optionValue, type Column, type OptionColumn } from './columns';
import { tagOrder } from './product-rows';

export type CatalogProduct = {
  id: number;
  slug: string;
  title: string;
  description_html: string;
  meta_title: string;
  meta_description: string;
  hsn: string | null;
  /** False: a draft (decision 0066), written as Shopify writes one: Published FALSE, Status draft. */
  published: boolean;
  brand: string;
  /** Two or three category titles, top first. */
  category: string[];
  tags: string[];
  /** The option names, in the owner's order. */
  options: string[];
  /** The default first. */
  variants: {
    id: number;
    sku: string;
    /** Paise: the struck price when above `selling`, else `selling`. */
    price: number;
    selling: number;
    stock: number;
    /** Each option's value, by the option's name. */
    values: Record<string, string>;
    images: string[];
  }[];
};

/** The products `where` picks (a condition on `p`, the products row, with any order and limit after it). */
export async function catalogProducts(db: Queryable, where: SQL): Promise<CatalogProduct[]> {
  const { rows } = await db.execute<CatalogProduct>(sql`
    select p.id, p.slug, p.title, p.description_html, p.meta_title, p.meta_description, p.hsn, p.published,
      (select title from brands where id = p.brand_id) as brand,
      (select json_agg(c.title order by c.level) from categories c
        where c.id in (p.category_id, p.subcategory_id, p.subsubcategory_id)) as category,
      coalesce((select json_agg(t.title) from product_tags pt join tags t on t.id = pt.tag_id
        where pt.product_id = p.id), '[]'::json) as tags,
      case when jsonb_array_length(p.option_names) > 0
        then (select json_agg(o->>'name' order by n) from jsonb_array_elements(p.option_names) with ordinality as e(o, n))
        else coalesce((select json_agg(a.title order by a.position, a.id) from attributes a where a.id in (
          select av.attribute_id from variants v join variant_values vv on vv.variant_id = v.id
            join attribute_values av on av.id = vv.attribute_value_id
          where v.product_id = p.id)), '[]'::json) end as options,
      (select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'price', v.price_paise, 'selling', v.selling_price_paise,
          'stock', v.stock,
          'values', coalesce((select json_object_agg(coalesce((select o->>'name' from jsonb_array_elements(p.option_names) o
              where (o->>'attributeId')::int = a.id), a.title), av.title) from variant_values vv
            join attribute_values av on av.id = vv.attribute_value_id
            join attributes a on a.id = av.attribute_id where vv.variant_id = v.id), '{}'::json),
          'images', coalesce((select json_agg(i.url order by i.position, i.id)
            from variant_images i where i.variant_id = v.id), '[]'::json))
        order by v.is_default desc, v.position, v.id) from variants v where v.product_id = p.id) as variants
    from products p where ${where}`);
  return rows;
}

/**
 * A product's pictures as an owner sees them: each variant's own (the one its list has and not every other
 * variant's), and the pictures every variant shows, in order.
 */
export function pictureLists(product: Pick<CatalogProduct, 'variants'>): {
  own: (string | undefined)[];
  shared: string[];
  pictures: string[];
} {
  const lists = product.variants.map((variant) => variant.images);
  const shared = (lists[0] ?? []).filter((url) => lists.every((list) => list.includes(url)));
  const notShared = lists.map((list) => list.filter((url) => !shared.includes(url)));
  const own = notShared.map((list) => list[0]);
  const pictures = [...new Set([...notShared.flat(), ...shared])];
  return { own, shared, pictures };
}

export type ProductRecord = Partial<Record<Column | OptionColumn, string>>;

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * A product's rows: the first carries the product, each variant a row, each picture an Image Src (as `nameOf` names
 * it), a variant's own picture its Variant Image, so the import reads the product back as it is.
 */
export function productRecords(product: CatalogProduct, nameOf: (url: string) => string): ProductRecord[] {
  const { own, pictures } = pictureLists(product);
  const records: ProductRecord[] = [];
  const count = Math.max(product.variants.length, pictures.length);
  for (let i = 0; i < count; i++) {
    const record: ProductRecord = { Handle: product.slug };
    if (i === 0) {
      Object.assign(record, {
        Title: product.title,
        'Body (HTML)': product.description_html,
        Vendor: product.brand,
        Type: product.category.join(' > '),
        Tags: [...product.tags].sort(tagOrder).join(', '),
        Published: product.published ? 'TRUE' : 'FALSE',
        Status: product.published ? 'active' : 'draft',
        'SEO Title': product.meta_title,
        'SEO Description': product.meta_description,
        HSN: product.hsn ?? '',
      });
      if (product.options.length === 0) Object.assign(record, { 'Option1 Name': 'Title' });
      product.options.forEach((name, n) => (record[optionName(n + 1)] = name));
    }
    const variant = product.variants[i];
    const ownPicture = own[i];
    if (variant) {
      if (product.options.length === 0) record['Option1 Value'] = 'Default Title';
      product.options.forEach((name, n) => (record[optionValue(n + 1)] = variant.values[name] ?? ''));
      Object.assign(record, {
        'Variant SKU': variant.sku,
        'Variant Inventory Qty': String(variant.stock),
        // What the import compares the shop's stock with, so stock sold since is never put back (decision 0047).
        'Stock At Export': String(variant.stock),
        'Variant Price': rupees(variant.selling),
        'Variant Compare At Price': variant.price > variant.selling ? rupees(variant.price) : '',
        'Variant Image': ownPicture === undefined ? '' : nameOf(ownPicture),
      });
    }
    const picture = pictures[i];
    if (picture) Object.assign(record, { 'Image Src': nameOf(picture), 'Image Position': String(i + 1) });
    records.push(record);
  }
  return records;
}
