/**
 * A product saved from the back office's editor (issue 54). It goes through the import's own reader and writer as a
 * one-product file would (decision 0059): the same checks in the same words, the same SKU and option rules, the same
 * stock rule (a figure the editor read and the shop has since sold from is not put back, decision 0047). What the
 * editor had open is named by `version`: a product changed since is refused, never overwritten in silence.
 */
import { createHash } from 'node:crypto';
import type { components } from '#openapi/schema.gen';
import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../db/connect';
import { products } from '../db/schema';
import { readSiteContent } from '../db/site-content';
import type { MailMoment } from '../mail/outbox';
import { catalogProducts, pictureLists, type CatalogProduct, type ProductRecord } from './catalog-product';
import { CatalogWriter, type Outcome, type StockKept } from './catalog-writer';
import { optionName, optionValue, readHeader, WRITTEN, type Header } from './columns';
import { readied } from './import-catalog';
import { Problems, type Problem } from './problems';
import { ProductRows, type ImportedProduct } from './product-rows';

/** The editor's product (the contract's AdminProductInput): prices and stock as typed, read by the import's own rules. */
export type EditedProduct = components['schemas']['AdminProductInput'];

/** A problem with one field of the editor's product, by its path (`variants.2.price`). */
export interface FieldProblem {
  field: string;
  text: string;
}

export type SaveResult =
  | { saved: true; outcome: Outcome; product: CatalogProduct; stockKept: StockKept[]; warnings: FieldProblem[] }
  | { saved: false; problems: FieldProblem[] }
  | { saved: false; changed: true };

/** What the editor had open: the product less its stock, which every sale moves (stock has its own rule). */
export function productVersion(product: CatalogProduct): string {
  const { id: _id, variants, ...rest } = product;
  const shown = { ...rest, variants: variants.map(({ stock: _stock, ...variant }) => variant) };
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 22);
}

export async function productBySlug(db: Queryable, slug: string): Promise<CatalogProduct | null> {
  const [product] = await catalogProducts(db, sql`p.slug = ${slug}`);
  return product ?? null;
}

/**
 * Saves `edited` as the product `given` (a handle, kept in lower case as an import keeps it): a new one when `version`
 * is null (refused as changed if the handle is taken),
 * else only while the shop's product is still the `version` the editor opened. `pictureKept` says whether a URL is a
 * photo the shop keeps; a picture the product already shows is always kept.
 */
export async function saveEditedProduct(
  db: Db,
  given: string,
  version: string | null,
  edited: EditedProduct,
  pictureKept: (url: string) => Promise<boolean>,
  at: MailMoment,
  inTransaction: (tx: Tx, product: CatalogProduct) => Promise<void>,
): Promise<SaveResult> {
  const problems = new Problems();
  const ownBrand = (await readSiteContent(db, 'company_details'))?.site_name || 'Own brand';
  const product = readProduct(given, edited, problems, ownBrand);
  if (!product) return { saved: false, problems: fieldProblems(problems.errors) };
  // The handle as the import keeps it (in lower case): what the product is found by from here on.
  const slug = product.handle;

  const before = await productBySlug(db, slug);
  const held = new Set(before ? pictureLists(before).pictures : []);
  const unknown: FieldProblem[] = [];
  const pictures = [
    ...edited.photos.map((url, i) => ({ url, field: `photos.${i}` })),
    ...edited.variants.flatMap((v, i) => (v.image ? [{ url: v.image, field: `variants.${i}.image` }] : [])),
  ];
  for (const { url, field } of pictures)
    if (!held.has(url) && !(await pictureKept(url))) unknown.push({ field, text: 'is not a photo the shop keeps' });
  if (unknown.length) return { saved: false, problems: unknown };

  return db
    .transaction(async (tx) => {
      const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug)).for('update');
      const current = locked ? await productBySlug(tx, slug) : null;
      if (version === null ? current !== null : current === null || productVersion(current) !== version)
        return { saved: false, changed: true } as const;
      const writer = await CatalogWriter.open(tx, problems, at, false, {
        handle: slug,
        skus: edited.variants.map((variant) => variant.sku.trim()).filter(Boolean),
      });
      const shared = edited.photos;
      const own = new Map(
        product.variants.map((variant) => [variant, edited.variants[variant.line - 2]?.image ?? null]),
      );
      const ready = await readied(product, { own, shared, sources: [] }, problems);
      const outcome = ready ? await writer.save(ready) : null;
      await writer.flush();
      if (!outcome || problems.errorCount > 0) {
        tx.rollback();
      }
      const saved = (await productBySlug(tx, slug))!;
      await inTransaction(tx, saved);
      return {
        saved: true,
        outcome: outcome!,
        product: saved,
        stockKept: writer.stockKept,
        warnings: fieldProblems(problems.warnings),
      } as const;
    })
    .catch((error: unknown) => {
      if (problems.errorCount > 0) return { saved: false, problems: fieldProblems(problems.errors) } as const;
      throw error;
    });
}

/** The product as the import reads it from its rows, or null with the problems said. */
function readProduct(
  slug: string,
  edited: EditedProduct,
  problems: Problems,
  ownBrand: string,
): ImportedProduct | null {
  const header = readHeader([...WRITTEN]) as Header;
  // A draft saved from the editor is checked as a published product is: its problems are the editor's to fix.
  const rows = new ProductRows(header, problems, ownBrand, { draftsChecked: true });
  const records = editedRecords(slug, edited);
  let product: ImportedProduct | null = null;
  records.forEach((record, i) => {
    product = rows.add({ line: i + 2, cells: WRITTEN.map((column) => record[column] ?? '') }) ?? product;
  });
  product = rows.finish() ?? product;
  return problems.errorCount > 0 ? null : product;
}

/** The editor's product as its rows of the import's file: line 2 the first (the header is line 1). */
function editedRecords(slug: string, edited: EditedProduct): ProductRecord[] {
  const count = Math.max(edited.variants.length, edited.photos.length, 1);
  const records: ProductRecord[] = [];
  for (let i = 0; i < count; i++) {
    const record: ProductRecord = { Handle: slug };
    if (i === 0) {
      Object.assign(record, {
        Title: edited.title,
        'Body (HTML)': edited.description_html,
        Vendor: edited.brand,
        Type: edited.category.join(' > '),
        Tags: edited.tags.join(', '),
        Published: edited.published ? 'TRUE' : 'FALSE',
        Status: edited.published ? 'active' : 'draft',
        'SEO Title': edited.meta_title,
        'SEO Description': edited.meta_description,
        HSN: edited.hsn,
      });
      if (edited.options.length === 0) record['Option1 Name'] = 'Title';
      edited.options.forEach((name, n) => (record[optionName(n + 1)] = name));
    }
    const variant = edited.variants[i];
    if (variant) {
      if (edited.options.length === 0) record['Option1 Value'] = 'Default Title';
      variant.values.forEach((value, n) => (record[optionValue(n + 1)] = value));
      Object.assign(record, {
        'Variant SKU': variant.sku,
        'Variant Inventory Qty': variant.stock,
        'Stock At Export': variant.stock_read === null ? '' : String(variant.stock_read),
        'Variant Price': variant.price,
        'Variant Compare At Price': variant.compare_at,
      });
    }
    const photo = edited.photos[i];
    if (photo) Object.assign(record, { 'Image Src': photo, 'Image Position': String(i + 1) });
    records.push(record);
  }
  return records;
}

/** The editor's field a column of a line names. */
const FIELDS: Record<string, string> = {
  Handle: 'slug',
  Title: 'title',
  'Body (HTML)': 'description_html',
  Vendor: 'brand',
  Type: 'category',
  Tags: 'tags',
  'SEO Title': 'meta_title',
  'SEO Description': 'meta_description',
  HSN: 'hsn',
};
const VARIANT_FIELDS: Record<string, string> = {
  'Variant SKU': 'sku',
  'Variant Price': 'price',
  'Variant Compare At Price': 'compare_at',
  'Variant Inventory Qty': 'stock',
  'Stock At Export': 'stock',
  'Variant Image': 'image',
};

function fieldProblems(list: Problem[]): FieldProblem[] {
  return list.map(({ line, column = '', text }) => {
    const index = line - 2;
    const option = /^Option(\d) (Name|Value)$/.exec(column);
    if (option) {
      const n = Number(option[1]) - 1;
      return { field: option[2] === 'Name' ? `options.${n}` : `variants.${index}.values.${n}`, text };
    }
    if (column === 'Image Src') return { field: `photos.${index}`, text };
    const own = VARIANT_FIELDS[column];
    if (own) return { field: `variants.${index}.${own}`, text };
    return { field: FIELDS[column] ?? 'title', text };
  });
}
