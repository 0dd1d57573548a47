/**
 * Writes imported products into the shop, inside the import's one transaction (decision
 * 0037): the categories, brands, tags and option values they name are found or made, and
 * each product is compared with what the shop holds, so a product the file does not change
 * is not written at all ("unchanged"). A changed product keeps its id and the ids of the
 * variants it keeps, known by SKU (or by their option values when the file gives none), so a
 * cart holding one keeps working; a variant the file drops leaves the carts with it, and an
 * order keeps its lines as bought (order_lines hold no key to the catalog). A kept variant
 * the file brings back from 0 mails the shoppers waiting for it, as a restock does.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { mailWaitingShoppers } from '../account/stock-waits';
import type { Tx } from '../db/connect';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  productTags,
  products,
  tags,
  variantImages,
  variants,
  variantValues,
} from '../db/schema';
import type { MailMoment } from '../mail/outbox';
import { mediaUrl } from '../media/drawn/kinds';
import { slugify } from '../seed/catalog';
import { holdCategories } from '../catalog/category-lock';
import { NEUTRAL_SWATCH, swatchOf } from './colours';
import { quoted, type Problems } from './problems';
import { tagOrder, type ImportedProduct, type ImportedVariant } from './product-rows';

/** A product as the import writes it: the file's, its description cleaned and its photos kept. */
export interface ReadyProduct extends Omit<ImportedProduct, 'variants' | 'bodyHtml' | 'images'> {
  descriptionHtml: string;
  /** The description's text, for the short description. */
  descriptionText: string;
  variants: (ImportedProduct['variants'][number] & { images: string[] })[];
}

export type Outcome = 'created' | 'updated' | 'unchanged';

/** What the shop holds of a product, in the terms the import compares. */
interface Stored {
  id: number;
  fields: Fields;
  tagIds: number[];
  variants: { id: number; sku: string; valueIds: number[]; fields: VariantFields }[];
}

type Fields = Pick<
  typeof products.$inferInsert,
  | 'title'
  | 'shortDescription'
  | 'descriptionHtml'
  | 'specificationHtml'
  | 'metaTitle'
  | 'metaDescription'
  | 'metaKeywords'
  | 'categoryId'
  | 'subcategoryId'
  | 'subsubcategoryId'
  | 'brandId'
  | 'pricePaise'
  | 'sellingPricePaise'
  | 'offerPercent'
  | 'image'
  | 'optionNames'
  | 'hsn'
  | 'published'
>;
interface VariantFields {
  sku: string;
  pricePaise: number;
  sellingPricePaise: number;
  stock: number;
  position: number;
  images: string[];
}

/** A variant whose stock the file gave and the shop kept. */
export interface StockKept {
  line: number;
  sku: string;
  file: number;
  shop: number;
  /** The stock the file's export recorded; null for a file from elsewhere. */
  atExport: number | null;
}

/** A variant as the file wants it, and the shop's variant it is (none for a new one). */
interface Wanted {
  /** `stock` as it would be written if the shop's stock is still what was read; settled under the lock (settleStock). */
  fields: VariantFields;
  /** The file's stock and the stock at its export, as read. */
  file: Pick<ImportedVariant, 'stock' | 'stockAtExport'>;
  valueIds: number[];
  match: Stored['variants'][number] | undefined;
  line: number;
}

/** New products written at a time: a few statements for them all (well inside PostgreSQL's 65 535 parameters). */
const FRESH_BATCH = 200;

const variantRow = (productId: number, fields: VariantFields, isDefault: boolean) => ({
  productId,
  sku: fields.sku,
  pricePaise: fields.pricePaise,
  sellingPricePaise: fields.sellingPricePaise,
  stock: fields.stock,
  position: fields.position,
  isDefault,
});

/** Characters of the short description, taken from the description's text. */
const SHORT = 160;

function shortOf(text: string): string {
  if (text.length <= SHORT) return text;
  const cut = text.slice(0, SHORT - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > SHORT / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export const offerPercentOf = (pricePaise: number, sellingPricePaise: number) =>
  Math.round(((pricePaise - sellingPricePaise) * 100) / pricePaise);

/** An option's attribute: Colour (or Color) and Size are the shop's own; any other name is an attribute of that name. */
const attributeTitle = (option: string) => {
  const lower = option.toLowerCase();
  return lower === 'colour' || lower === 'color' ? 'Colour' : lower === 'size' ? 'Size' : option;
};

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

export class CatalogWriter {
  private readonly categoryIds = new Map<string, number>();
  private readonly categoryPositions = new Map<number, number>();
  private readonly brandIds = new Map<string, number>();
  private readonly tagIds = new Map<string, number>();
  private readonly attributeIds = new Map<string, { id: number; colour: boolean }>();
  private attributePosition = 0;
  private readonly valueIds = new Map<string, number>();
  private readonly valuePositions = new Map<number, number>();
  /** Every SKU of the shop and the product (by handle) holding it. */
  private readonly skuOwners = new Map<string, string>();
  /** Colours already warned about in this run: said once, not once a row. */
  private readonly unknownColours = new Set<string>();
  /** Every product of the shop, by handle (those the run makes included). */
  private readonly handles = new Set<string>();
  /** Kept variants the run brought back from 0 (their waiting shoppers are mailed). */
  backInStock = 0;
  /** Variants whose stock the file gave and the shop kept: sold or changed since the export, or not from one. */
  readonly stockKept: StockKept[] = [];
  /** New products not written yet (see flush). */
  private readonly fresh: { handle: string; fields: Fields; tagIds: number[]; wanted: Wanted[] }[] = [];

  private constructor(
    private readonly tx: Tx,
    private readonly problems: Problems,
    private readonly at: MailMoment,
    /** `--set-stock`: the file's stock whatever the shop's. */
    private readonly setStock: boolean,
  ) {}

  /**
   * A writer with what the shop already names: its categories, brands, tags, options and SKUs; `at` dates the mails it
   * writes. `only` narrows what it reads of the products to the one product it will write (the back office's editor):
   * that handle, and the products holding its SKUs, rather than every product of a shop of thousands.
   */
  static async open(
    tx: Tx,
    problems: Problems,
    at: MailMoment,
    setStock = false,
    only?: { handle: string; skus: string[] },
  ): Promise<CatalogWriter> {
    const writer = new CatalogWriter(tx, problems, at, setStock);
    await holdCategories(tx, 'shared');
    const rows = await tx.select().from(categories);
    // A category renamed in the back office keeps its slug (decision 0061): its new name finds it too, and its slug
    // (the old name's) wins where the two would say different categories.
    for (const row of rows) writer.categoryIds.set(`${row.parentId ?? 0}/${slugify(row.title) || 'category'}`, row.id);
    for (const row of rows) {
      writer.categoryIds.set(`${row.parentId ?? 0}/${row.slug}`, row.id);
      const parent = row.parentId ?? 0;
      writer.categoryPositions.set(parent, Math.max(writer.categoryPositions.get(parent) ?? 0, row.position + 1));
    }
    for (const row of await tx.select().from(brands)) writer.brandIds.set(row.slug, row.id);
    for (const row of await tx.select().from(tags)) writer.tagIds.set(row.slug, row.id);
    for (const row of await tx.select().from(attributes)) {
      writer.attributeIds.set(row.title.toLowerCase(), { id: row.id, colour: row.title.toLowerCase() === 'colour' });
      writer.attributePosition = Math.max(writer.attributePosition, row.position + 1);
    }
    for (const row of await tx.select().from(attributeValues)) {
      writer.valueIds.set(`${row.attributeId}/${row.title}`, row.id);
      writer.valuePositions.set(
        row.attributeId,
        Math.max(writer.valuePositions.get(row.attributeId) ?? 0, row.position + 1),
      );
    }
    const handles = tx.select({ slug: products.slug }).from(products);
    for (const row of await (only ? handles.where(eq(products.slug, only.handle)) : handles))
      writer.handles.add(row.slug);
    const skus = tx
      .select({ sku: variants.sku, slug: products.slug })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId));
    const owned = await (only
      ? skus.where(or(eq(products.slug, only.handle), inArray(variants.sku, only.skus.length ? only.skus : [''])))
      : skus);
    for (const row of owned) writer.skuOwners.set(row.sku, row.slug);
    return writer;
  }

  /** Writes the product unless the shop holds it as it is; null when it cannot be written (the problem is reported). */
  async save(product: ReadyProduct): Promise<Outcome | null> {
    const stored = await this.stored(product.handle);
    const categoryIds = await this.categoryPath(product.category);
    const brandId = await this.brand(product.vendor);
    // One after the other: each may query the run's transaction, whose client takes one statement at a time.
    const tagSet = new Set<number>();
    for (const tag of product.tags) {
      const id = await this.tag(tag);
      if (id !== null) tagSet.add(id);
    }
    const tagIds = sorted([...tagSet]);
    const optionAttributes: { id: number; colour: boolean }[] = [];
    for (const option of product.options) optionAttributes.push(await this.attribute(option));

    const taken = new Set<number>();
    const wanted: Wanted[] = [];
    for (const [position, variant] of product.variants.entries()) {
      const valueIds: number[] = [];
      for (const [i, value] of variant.values.entries())
        valueIds.push(await this.value(optionAttributes[i]!, value, variant.line, i + 1));
      const ids = sorted(valueIds);
      const match =
        stored?.variants.find(
          (old) => !taken.has(old.id) && (variant.sku ? old.sku === variant.sku : sameIds(old.valueIds, ids)),
        ) ?? undefined;
      if (match) taken.add(match.id);
      const sku =
        variant.sku ??
        match?.sku ??
        this.madeSku(
          product,
          variant.values,
          wanted.map((w) => w.fields.sku),
        );
      const owner = this.skuOwners.get(sku);
      if (owner !== undefined && owner !== product.handle) {
        this.problems.error(
          variant.line,
          'Variant SKU',
          `${quoted(sku)} belongs to the product ${quoted(owner)} in the shop`,
        );
        return null;
      }
      wanted.push({
        fields: {
          sku,
          pricePaise: variant.pricePaise,
          sellingPricePaise: variant.sellingPricePaise,
          stock: match ? this.stockOf(variant, match.fields.stock) : (variant.stock ?? 0),
          position,
          images: variant.images,
        },
        file: { stock: variant.stock, stockAtExport: variant.stockAtExport },
        valueIds: ids,
        match,
        line: variant.line,
      });
    }

    const lead = wanted[0]!.fields;
    const fields: Fields = {
      title: product.title,
      shortDescription: shortOf(product.descriptionText),
      descriptionHtml: product.descriptionHtml,
      // The product page's Specification tab shows this one: the description is what the file has.
      specificationHtml: product.descriptionHtml,
      metaTitle: product.seoTitle,
      metaDescription: product.seoDescription,
      metaKeywords: [...product.tags].sort(tagOrder).join(', ').toLowerCase(),
      categoryId: categoryIds[0]!,
      subcategoryId: categoryIds[1]!,
      subsubcategoryId: categoryIds[2] ?? null,
      brandId,
      pricePaise: lead.pricePaise,
      sellingPricePaise: lead.sellingPricePaise,
      offerPercent: offerPercentOf(lead.pricePaise, lead.sellingPricePaise),
      image: lead.images[0] ?? mediaUrl.noPhoto(),
      // Keys in jsonb's own order (shorter first), so the stored value reads back the same for `same`.
      optionNames: product.options.map((name, i) => ({ name, attributeId: optionAttributes[i]!.id })),
      // A file without the HSN column leaves a product's code as it is (decision 0052).
      hsn: product.hsn === undefined ? (stored?.fields.hsn ?? null) : product.hsn,
      published: product.published,
    };

    for (const want of wanted) this.skuOwners.set(want.fields.sku, product.handle);
    if (!stored) {
      // A new product waits for others: new products are written FRESH_BATCH at a time, a few statements for them all.
      this.fresh.push({ handle: product.handle, fields, tagIds, wanted });
      this.handles.add(product.handle);
      if (this.fresh.length === FRESH_BATCH) await this.flush();
      return 'created';
    }
    if (this.same(stored, fields, tagIds, wanted)) {
      for (const want of wanted) this.noteKept(want, want.match!.fields.stock);
      return 'unchanged';
    }
    const kept = stored.variants.filter((old) => taken.has(old.id)).map((old) => old.id);
    // Locked before the product, as an order locks them (variants by id, then the product), and read
    // as they are now: an order may have sold one out since.
    const stockNow = kept.length
      ? new Map(
          (
            await this.tx
              .select({ id: variants.id, stock: variants.stock })
              .from(variants)
              .where(inArray(variants.id, kept))
              .orderBy(asc(variants.id))
              .for('update')
          ).map((row) => [row.id, row.stock]),
        )
      : new Map<number, number>();
    for (const want of wanted) {
      if (!want.match) continue;
      const now = stockNow.get(want.match.id)!;
      want.fields.stock = this.stockOf(want.file, now);
      this.noteKept(want, now);
    }
    await this.tx.update(products).set(fields).where(eq(products.id, stored.id));
    await this.tx.delete(productTags).where(eq(productTags.productId, stored.id));
    const dropped = stored.variants.filter((old) => !taken.has(old.id));
    if (dropped.length)
      await this.tx.delete(variants).where(
        inArray(
          variants.id,
          dropped.map((old) => old.id),
        ),
      );
    for (const old of dropped) if (!wanted.some((want) => want.fields.sku === old.sku)) this.skuOwners.delete(old.sku);
    if (kept.length) {
      // One default a product (a unique index): none first, then the file's first.
      await this.tx.update(variants).set({ isDefault: false }).where(inArray(variants.id, kept));
      await this.tx.delete(variantValues).where(inArray(variantValues.variantId, kept));
      await this.tx.delete(variantImages).where(inArray(variantImages.variantId, kept));
    }
    for (const [i, want] of wanted.entries()) {
      if (want.match)
        await this.tx
          .update(variants)
          .set(variantRow(stored.id, want.fields, i === 0))
          .where(eq(variants.id, want.match.id));
    }
    await this.insertParts([{ productId: stored.id, tagIds, wanted }]);
    const back = wanted
      .filter((want) => want.match && stockNow.get(want.match.id) === 0 && want.fields.stock > 0)
      .map((want) => want.match!.id);
    // After the values are in again: the mail names the option it is for.
    await mailWaitingShoppers(this.tx, back, this.at);
    this.backInStock += back.length;
    return 'updated';
  }

  /**
   * The stock a kept variant gets when the shop holds `shop` (decision 0047): the file's figure only if the shop's
   * is still what the file's export recorded (nothing sold or set since), or with --set-stock; else the shop's.
   */
  private stockOf(file: Wanted['file'], shop: number): number {
    if (file.stock === null) return shop;
    if (this.setStock || file.stockAtExport === shop) return file.stock;
    return shop;
  }

  private noteKept(want: Wanted, shop: number): void {
    const { stock, stockAtExport } = want.file;
    if (stock === null || stock === shop || this.stockOf(want.file, shop) === stock) return;
    this.stockKept.push({ line: want.line, sku: want.fields.sku, file: stock, shop, atExport: stockAtExport });
  }

  /** Writes the new products still waiting; the run calls it once the file is read, before anything else reads the catalog. */
  async flush(): Promise<void> {
    const batch = this.fresh.splice(0);
    if (batch.length === 0) return;
    const made = await this.tx
      .insert(products)
      .values(batch.map(({ handle, fields }) => ({ slug: handle, ...fields })))
      .returning({ id: products.id, slug: products.slug });
    const idOf = new Map(made.map((row) => [row.slug, row.id]));
    await this.insertParts(
      batch.map(({ handle, tagIds, wanted }) => ({ productId: idOf.get(handle)!, tagIds, wanted })),
    );
  }

  /** Products' tags, their variants not yet in the shop, and every variant's values and pictures. */
  private async insertParts(items: { productId: number; tagIds: number[]; wanted: Wanted[] }[]): Promise<void> {
    const tagRows = items.flatMap(({ productId, tagIds }) => tagIds.map((tagId) => ({ productId, tagId })));
    if (tagRows.length) await this.tx.insert(productTags).values(tagRows);
    const fresh = items.flatMap(({ productId, wanted }) =>
      wanted.map((want, i) => ({ productId, want, isDefault: i === 0 })).filter(({ want }) => !want.match),
    );
    const inserted = fresh.length
      ? await this.tx
          .insert(variants)
          .values(fresh.map(({ productId, want, isDefault }) => variantRow(productId, want.fields, isDefault)))
          .returning({ id: variants.id, sku: variants.sku })
      : [];
    const bySku = new Map(inserted.map((row) => [row.sku, row.id]));
    const all = items
      .flatMap(({ wanted }) => wanted)
      .map((want) => ({ want, id: want.match?.id ?? bySku.get(want.fields.sku)! }));
    const values = all.flatMap(({ want, id }) =>
      want.valueIds.map((attributeValueId) => ({ variantId: id, attributeValueId })),
    );
    if (values.length) await this.tx.insert(variantValues).values(values);
    const images = all.flatMap(({ want, id }) =>
      want.fields.images.map((url, position) => ({ variantId: id, url, position })),
    );
    if (images.length) await this.tx.insert(variantImages).values(images);
  }

  /** Takes a product of the shop out (a draft now, or --prune): its variants leave the carts, its orders keep their lines. */
  async remove(handle: string): Promise<boolean> {
    if (!this.handles.has(handle)) return false;
    await this.tx.delete(products).where(eq(products.slug, handle));
    this.handles.delete(handle);
    for (const [sku, owner] of this.skuOwners) if (owner === handle) this.skuOwners.delete(sku);
    return true;
  }

  /** The shop's products whose handles are not among `kept`. */
  others(kept: Set<string>): string[] {
    return [...this.handles].filter((handle) => !kept.has(handle));
  }

  private same(stored: Stored, fields: Fields, tagIds: number[], wanted: Wanted[]): boolean {
    return (
      JSON.stringify(stored.fields) === JSON.stringify(fields) &&
      sameIds(stored.tagIds, tagIds) &&
      stored.variants.length === wanted.length &&
      wanted.every(
        (want, i) =>
          want.match === stored.variants[i] &&
          sameIds(stored.variants[i]!.valueIds, want.valueIds) &&
          JSON.stringify(stored.variants[i]!.fields) === JSON.stringify(want.fields),
      )
    );
  }

  /** A SKU for a variant the file gives none: the handle and its option values, unique in the product. */
  private madeSku(product: ReadyProduct, values: string[], earlier: string[]): string {
    const base = [product.handle, ...values.map(slugify)].filter(Boolean).join('-');
    let sku = base;
    for (let n = 2; earlier.includes(sku); n++) sku = `${base}-${n}`;
    return sku;
  }

  private async stored(handle: string): Promise<Stored | null> {
    if (!this.handles.has(handle)) return null;
    const { rows } = await this.tx.execute<{
      id: number;
      fields: Fields;
      tag_ids: number[];
      variants: Stored['variants'];
    }>(sql`
      select p.id,
        json_build_object('title', p.title, 'shortDescription', p.short_description, 'descriptionHtml', p.description_html,
          'specificationHtml', p.specification_html, 'metaTitle', p.meta_title, 'metaDescription', p.meta_description,
          'metaKeywords', p.meta_keywords, 'categoryId', p.category_id, 'subcategoryId', p.subcategory_id,
          'subsubcategoryId', p.subsubcategory_id, 'brandId', p.brand_id, 'pricePaise', p.price_paise,
          'sellingPricePaise', p.selling_price_paise, 'offerPercent', p.offer_percent, 'image', p.image,
          'optionNames', p.option_names, 'hsn', p.hsn, 'published', p.published) as fields,
        coalesce((select json_agg(t.tag_id order by t.tag_id) from product_tags t where t.product_id = p.id), '[]'::json) as tag_ids,
        coalesce((select json_agg(json_build_object('id', v.id, 'sku', v.sku,
            'valueIds', coalesce((select json_agg(vv.attribute_value_id order by vv.attribute_value_id)
              from variant_values vv where vv.variant_id = v.id), '[]'::json),
            'fields', json_build_object('sku', v.sku, 'pricePaise', v.price_paise, 'sellingPricePaise', v.selling_price_paise,
              'stock', v.stock, 'position', v.position,
              'images', coalesce((select json_agg(i.url order by i.position, i.id)
                from variant_images i where i.variant_id = v.id), '[]'::json)))
          order by v.is_default desc, v.position, v.id) from variants v where v.product_id = p.id), '[]'::json) as variants
      from products p where p.slug = ${handle}`);
    const row = rows[0];
    return row ? { id: row.id, fields: row.fields, tagIds: row.tag_ids, variants: row.variants } : null;
  }

  /** The categories of a path, top first, made where missing. */
  private async categoryPath(path: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const [i, title] of path.entries()) {
      const parentId = ids[i - 1] ?? null;
      const slug = slugify(title) || 'category';
      const key = `${parentId ?? 0}/${slug}`;
      let id = this.categoryIds.get(key);
      if (id === undefined) {
        const position = this.categoryPositions.get(parentId ?? 0) ?? 0;
        this.categoryPositions.set(parentId ?? 0, position + 1);
        // Another import running at once may make the same category: ours waits for it, then finds it.
        const [added] = await this.tx
          .insert(categories)
          .values({ level: i + 1, parentId, title, slug, position, showInNewArrivals: i === 0 })
          .onConflictDoNothing()
          .returning({ id: categories.id });
        id = added?.id ?? (await this.keptCategory(parentId, slug));
        this.categoryIds.set(key, id);
      }
      ids.push(id);
    }
    return ids;
  }

  private async keptCategory(parentId: number | null, slug: string): Promise<number> {
    const parent = parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);
    const [kept] = await this.tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(parent, eq(categories.slug, slug)));
    return kept!.id;
  }

  /**
   * The id of a brand or tag by its slug, made when missing. Another import running at once
   * may make the same one: its insert holds ours until it commits, then ours finds that row.
   */
  private async made(table: typeof brands | typeof tags, row: { title: string; slug: string }): Promise<number> {
    const [added] = await this.tx
      .insert(table)
      .values(row)
      .onConflictDoNothing({ target: table.slug })
      .returning({ id: table.id });
    if (added) return added.id;
    const [kept] = await this.tx.select({ id: table.id }).from(table).where(eq(table.slug, row.slug));
    return kept!.id;
  }

  private async brand(title: string): Promise<number> {
    const slug = slugify(title) || 'brand';
    let id = this.brandIds.get(slug);
    if (id === undefined) {
      id = await this.made(brands, { title, slug });
      this.brandIds.set(slug, id);
    }
    return id;
  }

  private async tag(title: string): Promise<number | null> {
    const slug = slugify(title);
    if (!slug) return null;
    let id = this.tagIds.get(slug);
    if (id === undefined) {
      id = await this.made(tags, { title, slug });
      this.tagIds.set(slug, id);
    }
    return id;
  }

  private async attribute(option: string): Promise<{ id: number; colour: boolean }> {
    const title = attributeTitle(option);
    let found = this.attributeIds.get(title.toLowerCase());
    if (!found) {
      const [row] = await this.tx
        .insert(attributes)
        .values({ title, position: this.attributePosition++ })
        .returning({ id: attributes.id });
      found = { id: row!.id, colour: title === 'Colour' };
      this.attributeIds.set(title.toLowerCase(), found);
    }
    return found;
  }

  /** An option value, made where missing; a colour gets its swatch from the table, or a neutral one and a warning. */
  private async value(
    attribute: { id: number; colour: boolean },
    title: string,
    line: number,
    option: number,
  ): Promise<number> {
    // As the owner spelt it: "Gris" on one product and "gris" on another are each kept (decision 0048).
    const key = `${attribute.id}/${title}`;
    let id = this.valueIds.get(key);
    if (id === undefined) {
      let colorCode: string | null = null;
      if (attribute.colour) {
        colorCode = swatchOf(title);
        if (!colorCode && !this.unknownColours.has(title.toLowerCase())) {
          this.unknownColours.add(title.toLowerCase());
          this.problems.warning(
            line,
            `Option${option} Value`,
            `${quoted(title)} is not a colour the shop knows: it gets a neutral swatch`,
          );
        }
        colorCode ??= NEUTRAL_SWATCH;
      }
      const position = this.valuePositions.get(attribute.id) ?? 0;
      this.valuePositions.set(attribute.id, position + 1);
      const [row] = await this.tx
        .insert(attributeValues)
        .values({ attributeId: attribute.id, title, colorCode, position })
        .returning({ id: attributeValues.id });
      id = row!.id;
      this.valueIds.set(key, id);
    }
    return id;
  }
}
