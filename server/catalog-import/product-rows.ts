/**
 * Shopify's rows as this shop's products: the rows that share a Handle are one product, its
 * first row carrying the product's fields, each row with a price or an option value a
 * variant, each Image Src a picture (README, "Your own shop", has the whole mapping).
 * Everything here is checked from the file alone; what needs the shop (a SKU another
 * product holds, the photos themselves) is checked by the writer and the photo loader.
 */
import { isSlug, limits } from '#rules/limits';
import { HSN_PATTERN } from '#rules/gst-rates';
import { texts } from '#rules/texts';
import {
  isZeroPrice,
  readCategoryPath,
  readOptionalPrice,
  readPrice,
  readPublished,
  readStatus,
  readStock,
} from './cell-values';
import { optionName, optionValue, type Column, type Header, type OptionColumn } from './columns';
import { Problems, quoted } from './problems';

export interface ImportedVariant {
  line: number;
  /** As given; null when the row has none (the variant is then known by its option values). */
  sku: string | null;
  /** One per option of the product, in its order. */
  values: string[];
  /** The struck price (Compare At Price) when above the selling price, else the selling price. */
  pricePaise: number;
  sellingPricePaise: number;
  /** Null when the file has no stock column: an existing variant keeps its stock, a new one has 0. */
  stock: number | null;
  /** The stock the shop had when it exported the file (Stock At Export), or null for a file from elsewhere. */
  stockAtExport: number | null;
  /** Variant Image: the source of the variant's own picture. */
  image: { line: number; source: string } | null;
}

export interface ImportedProduct {
  line: number;
  handle: string;
  title: string;
  /** As given: cleaned by the writer (server/content/rich-text.ts). */
  bodyHtml: string;
  vendor: string;
  /** Two or three category titles, top first. */
  category: string[];
  tags: string[];
  /** Written to the shop: active or a draft, with a price. Else not even checked against the shop's rules. */
  shown: boolean;
  /** False for a draft (Status draft, or Published FALSE): kept in the shop, seen by its staff only (decision 0066). */
  published: boolean;
  /** Why it is not written: archived, every variant priced 0, or a draft the shop cannot take as it is. */
  outOfShop: 'draft' | 'archived' | 'not for sale' | null;
  seoTitle: string;
  seoDescription: string;
  /** Its HSN code; null: none given, the shop's default taxes it; undefined: the file has no HSN column. */
  hsn?: string | null;
  /** Option names, in the file's order (none for a product with one variant). */
  options: string[];
  variants: ImportedVariant[];
  /** Image Src, by Image Position, then by line. */
  images: { line: number; source: string }[];
}

/** The order tags are kept in wherever the shop writes them (keywords, an export): by name, case aside, as the file's order is not kept. */
export const tagOrder = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

export interface Row {
  line: number;
  cells: string[];
}

/** A product's rows the shop reads at most: its variants and pictures, with room to spare. */
export const MAX_ROWS_PER_PRODUCT = 1000;
const TITLE_MAX = 255;
/** The option Shopify writes for a product with a single variant: no option at all here. */
const DEFAULT_OPTION = { name: 'title', value: 'default title' };

/** Products the import has read, by Handle, each a run of consecutive rows. */
export class ProductRows {
  private current: Row[] = [];
  private handle = '';
  /** The line each product read so far started on: rows of a Handle that come back later are an error. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly header: Header,
    /** Swapped for a scratch list while a draft is read (see `draft`). */
    private problems: Problems,
    /** Where a product without a Vendor is filed: the shop's own name. */
    private readonly ownBrand: string,
    /** The editor's: a draft's problems are errors to fix, not a reason to leave it out. */
    private readonly options: { draftsChecked?: boolean } = {},
  ) {}

  /** Takes a row; answers the product it completes (the one before a new Handle), if any. */
  add(row: Row): ImportedProduct | null {
    const handle = this.header.cell(row.cells, 'Handle').trim();
    if (handle === '') {
      this.problems.error(row.line, 'Handle', 'is empty: every row names its product');
      return null;
    }
    if (handle === this.handle) {
      if (this.current.length === MAX_ROWS_PER_PRODUCT)
        this.problems.error(row.line, 'Handle', `${quoted(handle)} has more than ${MAX_ROWS_PER_PRODUCT} rows`);
      if (this.current.length < MAX_ROWS_PER_PRODUCT) this.current.push(row);
      return null;
    }
    const done = this.finish();
    const earlier = this.seen.get(handle);
    if (earlier !== undefined) {
      this.problems.error(
        row.line,
        'Handle',
        `${quoted(handle)} started on line ${earlier} and other products came between: keep a product's rows together`,
      );
    }
    this.seen.set(handle, row.line);
    this.handle = handle;
    this.current = [row];
    return done;
  }

  /** The last product, once the file has ended. */
  finish(): ImportedProduct | null {
    const rows = this.current;
    this.current = [];
    return rows.length ? this.product(this.handle, rows) : null;
  }

  /** Every Handle read: for --prune. */
  get handles(): Iterable<string> {
    return this.seen.keys();
  }

  private product(handle: string, rows: Row[]): ImportedProduct | null {
    const { header, problems } = this;
    const errorsBefore = problems.errorCount;
    const first = rows[0]!;
    const cell = (row: Row, column: Column | OptionColumn) => header.cell(row.cells, column);
    const at = (row: Row, column: Column | OptionColumn, text: string) => problems.error(row.line, column, text);

    if (!isSlug(handle.toLowerCase())) {
      at(
        first,
        'Handle',
        `${quoted(handle)} is not a handle: use lowercase letters, digits and hyphens, at most ${limits.slugMax} characters`,
      );
    }
    const title = cell(first, 'Title').trim();
    if (title === '') at(first, 'Title', "is empty on the product's first row");
    if (title.length > TITLE_MAX) at(first, 'Title', `is longer than ${TITLE_MAX} characters`);
    for (const row of rows.slice(1)) {
      const again = cell(row, 'Title').trim();
      if (again && again !== title)
        at(
          row,
          'Title',
          `${quoted(again)} differs from ${quoted(title)} on line ${first.line}: one Handle is one product`,
        );
    }
    for (const row of rows) {
      for (const extra of header.extraOptions(row.cells))
        problems.error(row.line, extra, `the shop takes at most ${limits.optionsPerProduct} options a product`);
    }

    const published = readPublished(cell(first, 'Published'));
    if ('problem' in published) at(first, 'Published', published.problem);
    const status = readStatus(cell(first, 'Status'));
    if ('problem' in status) at(first, 'Status', status.problem);
    if (problems.errorCount > errorsBefore) return null;
    if (!('value' in status && 'value' in published)) return null;
    // An archived product is not checked against the shop's rules: Shopify's own import takes it as it is.
    if (status.value === 'archived') return this.outOfShop(first, handle, title, 'archived');
    if (status.value === 'active' && published.value) return this.whole(handle, rows, title, true);
    return this.draft(handle, rows, title);
  }

  /**
   * A draft is kept as one when it is a whole product (decision 0066). Shopify keeps drafts half made, so one the
   * shop cannot take is left out with a warning, as every draft was before, rather than failing the whole file.
   */
  private draft(handle: string, rows: Row[], title: string): ImportedProduct | null {
    if (this.options.draftsChecked) return this.whole(handle, rows, title, false);
    const real = this.problems;
    const scratch = new Problems();
    this.problems = scratch;
    let product: ImportedProduct | null;
    try {
      product = this.whole(handle, rows, title, false);
    } finally {
      this.problems = real;
    }
    for (const warning of scratch.warnings) real.warning(warning.line, warning.column, warning.text);
    const first = rows[0]!;
    const wrong = scratch.errors[0];
    if (!wrong) return product;
    const where = [wrong.line === first.line ? '' : `line ${wrong.line}`, wrong.column ?? '']
      .filter(Boolean)
      .join(', ');
    real.warning(first.line, 'Status', `a draft the shop cannot keep (${where}: ${wrong.text}): left out`);
    return this.outOfShop(first, handle, title, 'draft');
  }

  /** The rest of a product to be written, published or a draft. */
  private whole(handle: string, rows: Row[], title: string, published: boolean): ImportedProduct | null {
    const { header, problems } = this;
    const errorsBefore = problems.errorCount;
    const first = rows[0]!;
    const cell = (row: Row, column: Column | OptionColumn) => header.cell(row.cells, column);
    const at = (row: Row, column: Column | OptionColumn, text: string) => problems.error(row.line, column, text);

    const category = this.category(first);
    let vendor = cell(first, 'Vendor').trim();
    if (vendor === '') {
      problems.warning(
        first.line,
        'Vendor',
        `is empty: the product is filed under the shop's own name, ${quoted(this.ownBrand)}`,
      );
      vendor = this.ownBrand;
    }

    // Options: named on the first row. Shopify's "Title: Default Title" is a product with one variant and no option.
    let options: string[] = [];
    for (let n = 1; n <= limits.optionsPerProduct; n++) {
      const name = cell(first, optionName(n)).trim();
      if (name) options[n - 1] = name;
    }
    if (options.length === 1 && options[0]!.toLowerCase() === DEFAULT_OPTION.name) options = [];
    const names = options.filter(Boolean);
    if (names.length !== options.length)
      at(first, optionName(options.findIndex((name) => !name) + 1), 'is empty while a later option is named');
    const lower = names.map((name) => name.toLowerCase());
    lower.forEach(
      (name, i) => lower.indexOf(name) !== i && at(first, optionName(i + 1), `names ${quoted(names[i]!)} twice`),
    );

    const variants: ImportedVariant[] = [];
    const combinations = new Map<string, number>();
    for (const row of rows) {
      const isVariant =
        row === first ||
        cell(row, 'Variant Price').trim() !== '' ||
        cell(row, 'Variant SKU').trim() !== '' ||
        cell(row, 'Option1 Value').trim() !== '';
      if (!isVariant) continue;
      if (variants.length === limits.variantsPerProduct) {
        at(
          row,
          'Variant SKU',
          `the product has more than ${limits.variantsPerProduct} variants, the most the shop takes`,
        );
        break;
      }
      const variant = this.variant(row, names);
      if (!variant) continue;
      const key = JSON.stringify(variant.values.map((value) => value.toLowerCase()));
      const clash = combinations.get(key);
      if (clash !== undefined)
        at(
          row,
          'Option1 Value',
          `${quoted(variant.values.join(' / ') || 'no options')} is the same variant as line ${clash}`,
        );
      combinations.set(key, row.line);
      variants.push(variant);
    }

    const images = rows
      .map((row, order) => ({
        row,
        order,
        source: cell(row, 'Image Src').trim(),
        position: cell(row, 'Image Position').trim(),
      }))
      .filter(({ source }) => source !== '')
      .map(({ row, order, source, position }) => {
        if (position !== '' && !/^\d+$/.test(position))
          at(row, 'Image Position', `${quoted(position)} is not a whole number`);
        return {
          line: row.line,
          source,
          rank: /^\d+$/.test(position) ? Number(position) : Number.MAX_SAFE_INTEGER,
          order,
        };
      })
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ line, source }) => ({ line, source }));

    const hsn = header.has('HSN') ? this.hsn(first) : undefined;
    if (problems.errorCount > errorsBefore || !category) return null;
    if (variants.length === 0) return this.outOfShop(first, handle, title, 'not for sale');
    return {
      line: first.line,
      handle: handle.toLowerCase(),
      title,
      bodyHtml: cell(first, 'Body (HTML)'),
      vendor,
      category,
      tags: [
        ...new Set(
          cell(first, 'Tags')
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        ),
      ],
      shown: true,
      published,
      outOfShop: null,
      seoTitle: cell(first, 'SEO Title').trim(),
      seoDescription: cell(first, 'SEO Description').trim(),
      ...(header.has('HSN') ? { hsn } : {}),
      options: names,
      variants,
      images,
    };
  }

  /** The product's HSN code from its first row, written with spaces or dots or not; null and a warning when empty. */
  private hsn(first: Row): string | null {
    const given = this.header.cell(first.cells, 'HSN').trim();
    if (given === '') {
      this.problems.warning(first.line, 'HSN', "is empty: the product is taxed at the shop's default HSN");
      return null;
    }
    const code = given.replace(/[\s.]/g, '');
    if (!HSN_PATTERN.test(code)) this.problems.error(first.line, 'HSN', `${quoted(given)}: ${texts.gst.hsn}`);
    return code;
  }

  /** A product the shop does not show: only its handle matters (a product of the shop it names is taken out). */
  private outOfShop(
    first: Row,
    handle: string,
    title: string,
    why: NonNullable<ImportedProduct['outOfShop']>,
  ): ImportedProduct {
    return {
      line: first.line,
      handle: handle.toLowerCase(),
      title,
      bodyHtml: '',
      vendor: '',
      category: [],
      tags: [],
      shown: false,
      published: false,
      outOfShop: why,
      seoTitle: '',
      seoDescription: '',
      options: [],
      variants: [],
      images: [],
    };
  }

  /**
   * Type as a path ("Ethnic Wear > Sarees > Silk Sarees") is the product's place in the
   * three levels. A Type of one name is a top category holding one sub-category of the same
   * name (every product sits two levels deep at least). With no Type, Shopify's Product
   * Category (its taxonomy path) gives its first three levels; with neither, "Other".
   */
  private category(row: Row): string[] | null {
    const type = this.header.cell(row.cells, 'Type').trim();
    const given = this.header.cell(row.cells, 'Product Category').trim();
    // Shopify's taxonomy says "Uncategorized" for a product it has no place for: as good as none.
    const taxonomy = /^uncategori[sz]ed$/i.test(given) ? '' : given;
    const read = type
      ? readCategoryPath(type)
      : taxonomy
        ? readCategoryPath(taxonomy.split('>').slice(0, 3).join('>'))
        : null;
    if (read && 'problem' in read) {
      this.problems.error(row.line, type ? 'Type' : 'Product Category', read.problem);
      return null;
    }
    if (!read)
      this.problems.warning(
        row.line,
        'Type',
        'is empty (and so is Product Category): the product is filed under "Other"',
      );
    const path = read?.value ?? ['Other'];
    return path.length === 1 ? [path[0]!, path[0]!] : path;
  }

  /**
   * The row's stock: Variant Inventory Qty, or the sum of the per-location columns (an empty one, or Shopify's
   * "not stocked", counts 0); null when the file has no stock column (said once, by the run). Problems reported.
   */
  private stock(row: Row): number | null {
    const columns = this.header.stockColumns;
    if (columns.length === 0) return null;
    const cells = this.header.stockCells(row.cells);
    if (columns.length === 1 && columns[0] === 'Variant Inventory Qty' && cells[0]!.trim() === '') {
      this.problems.warning(row.line, 'Variant Inventory Qty', 'is empty: the variant has no stock (0)');
      return 0;
    }
    let sum = 0;
    for (const [i, text] of cells.entries()) {
      if (text.trim() === '' || /^not stocked$/i.test(text.trim())) continue;
      const read = readStock(text);
      if ('problem' in read) this.problems.error(row.line, columns[i], read.problem);
      else sum += read.value;
    }
    return sum;
  }

  private variant(row: Row, options: string[]): ImportedVariant | null {
    const { problems } = this;
    const cell = (column: Column | OptionColumn) => this.header.cell(row.cells, column);
    const errorsBefore = problems.errorCount;
    const values: string[] = [];
    for (let n = 1; n <= limits.optionsPerProduct; n++) {
      const value = cell(optionValue(n)).trim();
      const name = options[n - 1];
      if (name && value === '')
        problems.error(row.line, optionValue(n), `is empty: the product's option ${n} is ${quoted(name)}`);
      else if (name) values.push(value);
      else if (value && !(n === 1 && value.toLowerCase() === DEFAULT_OPTION.value)) {
        problems.error(
          row.line,
          optionValue(n),
          `${quoted(value)} is given, but the product names no option ${n} (Option${n} Name on its first row)`,
        );
      }
    }
    if (isZeroPrice(cell('Variant Price'))) {
      problems.warning(row.line, 'Variant Price', 'is 0: the variant is not for sale, so the shop leaves it out');
      return null;
    }
    const selling = readPrice(cell('Variant Price'));
    if ('problem' in selling) problems.error(row.line, 'Variant Price', selling.problem);
    const compareAt = readOptionalPrice(cell('Variant Compare At Price'));
    if ('problem' in compareAt) problems.error(row.line, 'Variant Compare At Price', compareAt.problem);
    const stock = this.stock(row);
    const atExport = cell('Stock At Export').trim() === '' ? { value: null } : readStock(cell('Stock At Export'));
    if ('problem' in atExport) problems.error(row.line, 'Stock At Export', atExport.problem);
    if (
      problems.errorCount > errorsBefore ||
      !('value' in selling) ||
      !('value' in compareAt) ||
      !('value' in atExport)
    )
      return null;

    let pricePaise = selling.value;
    if (compareAt.value !== null && compareAt.value > selling.value) {
      const offer = Math.round(((compareAt.value - selling.value) * 100) / compareAt.value);
      if (offer > 95) {
        problems.error(
          row.line,
          'Variant Compare At Price',
          `${cell('Variant Compare At Price').trim()} is ${offer}% above the price: the shop takes up to 95% off`,
        );
        return null;
      }
      pricePaise = compareAt.value;
    } else if (compareAt.value !== null && compareAt.value < selling.value) {
      problems.warning(
        row.line,
        'Variant Compare At Price',
        `${cell('Variant Compare At Price').trim()} is below the price: no struck price`,
      );
    }
    const sku = cell('Variant SKU').trim();
    const image = cell('Variant Image').trim();
    return {
      line: row.line,
      sku: sku || null,
      values,
      pricePaise,
      sellingPricePaise: selling.value,
      stock,
      stockAtExport: atExport.value,
      image: image ? { line: row.line, source: image } : null,
    };
  }
}
