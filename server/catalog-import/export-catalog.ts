/**
 * `npm run shop -- export <file.csv>`: the catalog as Shopify's product CSV, the columns the
 * import reads (decision 0037), its photos copied into a folder beside the file and named
 * there as the shop names them (by their bytes), so importing the file into an empty shop
 * gives the same catalog, and exporting that gives the same file. A drawn picture (the
 * demo's) goes out as a WebP of it. Read a page of products at a time, written as it goes.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { toSpreadsheetCell } from './spreadsheet-safe';
import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { photoFetches } from '../db/schema';
import { rasterUrl } from '#rules/media';
import { keptPhoto, type PhotoStore } from '../media/photos/photos';
import { photoStore } from '../media/photos/store';
import { svgToWebp } from '../media/raster';
import { renderMedia } from '../media/drawn/render';
import { COLUMNS, optionName, optionValue, type Column, type OptionColumn } from './columns';
import { tagOrder } from './product-rows';

export interface ExportOptions {
  file: string;
  mediaDir: string;
}

/** What the export writes: the import's columns less the one it only falls back on. */
const WRITTEN = COLUMNS.filter((column) => column !== 'Product Category');
/** Products read at a time. */
const PAGE = 500;
/** The width a drawn picture is written at: twice a product picture's 400. */
const DRAWN_WIDTH = 800;

type ProductRow = {
  id: number;
  slug: string;
  title: string;
  description_html: string;
  meta_title: string;
  meta_description: string;
  hsn: string | null;
  brand: string;
  category: string[];
  tags: string[];
  options: string[];
  variants: {
    sku: string;
    price: number;
    selling: number;
    stock: number;
    values: Record<string, string>;
    images: string[];
  }[];
};

const rupees = (paise: number) => (paise / 100).toFixed(2);

export async function exportCatalog(
  db: Db,
  { file, mediaDir }: ExportOptions,
): Promise<{ products: number; rows: number; photosDir: string }> {
  const photosDir = path.join(path.dirname(path.resolve(file)), `${path.basename(file, path.extname(file))}-photos`);
  await mkdir(photosDir, { recursive: true });
  const out = createWriteStream(file);
  const photos = new PhotoCopies(
    photoStore(db, mediaDir),
    photosDir,
    path.dirname(path.resolve(file)),
    await waitingSources(db),
  );
  let products = 0;
  let rows = 0;
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(stringify([WRITTEN]));
  for (let after = 0; ; ) {
    const page = await productPage(db, after);
    if (page.length === 0) break;
    for (const product of page) {
      const records = await productRecords(product, photos);
      await write(stringify(records.map((record) => WRITTEN.map((column) => toSpreadsheetCell(record[column] ?? '')))));
      rows += records.length;
    }
    products += page.length;
    after = page[page.length - 1]!.id;
  }
  out.end();
  await once(out, 'finish');
  return { products, rows, photosDir };
}

async function productPage(db: Db, after: number): Promise<ProductRow[]> {
  const { rows } = await db.execute<ProductRow>(sql`
    select p.id, p.slug, p.title, p.description_html, p.meta_title, p.meta_description, p.hsn,
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
      (select json_agg(json_build_object('sku', v.sku, 'price', v.price_paise, 'selling', v.selling_price_paise, 'stock', v.stock,
          'values', coalesce((select json_object_agg(coalesce((select o->>'name' from jsonb_array_elements(p.option_names) o
              where (o->>'attributeId')::int = a.id), a.title), av.title) from variant_values vv
            join attribute_values av on av.id = vv.attribute_value_id
            join attributes a on a.id = av.attribute_id where vv.variant_id = v.id), '{}'::json),
          'images', coalesce((select json_agg(i.url order by i.position, i.id)
            from variant_images i where i.variant_id = v.id), '[]'::json))
        order by v.is_default desc, v.position, v.id) from variants v where v.product_id = p.id) as variants
    from products p where p.id > ${after} order by p.id limit ${PAGE}`);
  return rows;
}

/**
 * A product's rows: the first carries the product, each variant a row, each picture an
 * Image Src. A variant's own picture (Variant Image) is the one its list has and not every
 * other variant's; the pictures every variant shows follow, as the import reads them back.
 */
type ProductRecord = Partial<Record<Column | OptionColumn, string>>;

async function productRecords(product: ProductRow, photos: PhotoCopies): Promise<ProductRecord[]> {
  const lists = product.variants.map((variant) => variant.images);
  const shared = lists[0]!.filter((url) => lists.every((list) => list.includes(url)));
  const own = lists.map((list) => list.filter((url) => !shared.includes(url)));
  const pictures = [...new Set([...own.flat(), ...shared])];
  const named = new Map<string, string>();
  for (const url of pictures) named.set(url, await photos.name(url));

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
        Published: 'TRUE',
        Status: 'active',
        'SEO Title': product.meta_title,
        'SEO Description': product.meta_description,
        HSN: product.hsn ?? '',
      });
      if (product.options.length === 0) Object.assign(record, { 'Option1 Name': 'Title' });
      product.options.forEach((name, n) => (record[optionName(n + 1)] = name));
    }
    const variant = product.variants[i];
    const ownPicture = own[i]?.[0];
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
        'Variant Image': ownPicture === undefined ? '' : named.get(ownPicture),
      });
    }
    const picture = pictures[i];
    if (picture) Object.assign(record, { 'Image Src': named.get(picture), 'Image Position': String(i + 1) });
    records.push(record);
  }
  return records;
}

/** The photos the export writes beside the file, each once, named by its bytes as the shop names a kept photo. */
class PhotoCopies {
  private readonly done = new Map<string, string>();

  constructor(
    private readonly store: PhotoStore,
    private readonly photosDir: string,
    private readonly csvDir: string,
    /** The web address of each photo still to arrive, by the placeholder its products hold: written back as it came. */
    private readonly waiting: Map<string, string>,
  ) {}

  /** The Image Src for a picture URL: a path from the CSV's folder (or the URL, for a picture neither kept nor drawn). */
  async name(url: string): Promise<string> {
    let name = this.done.get(url);
    if (name === undefined) {
      name = await this.copy(url);
      this.done.set(url, name);
    }
    return name;
  }

  private async copy(url: string): Promise<string> {
    const source = this.waiting.get(url);
    if (source) return source;
    const kept = keptPhoto(url);
    let target: string;
    if (kept) {
      const bytes = await this.store.read(kept.hash, kept.ext);
      if (!bytes) throw new Error(`${url} is named by a product but is not among the shop's photos`);
      target = path.join(this.photosDir, `${kept.hash}.${kept.ext}`);
      await writeFile(target, bytes);
    } else {
      const svg = rasterUrl(url, 96) ? renderMedia(url.slice('/media/'.length)) : null;
      if (!svg) return url;
      const webp = await svgToWebp(svg, DRAWN_WIDTH);
      target = path.join(this.photosDir, `${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`);
      await writeFile(target, webp);
    }
    return path.relative(this.csvDir, target).split(path.sep).join('/');
  }
}

async function waitingSources(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ heldUrl: photoFetches.heldUrl, source: photoFetches.source })
    .from(photoFetches)
    .where(isNull(photoFetches.keptUrl));
  return new Map(rows.map((row) => [row.heldUrl, row.source]));
}
