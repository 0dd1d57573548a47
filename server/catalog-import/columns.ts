/**
 * The columns of Shopify's product CSV this shop reads (README, "Your own shop"), found in a
 * header by name (case and surrounding spaces aside); every other column is named in the
 * report as ignored. Handle and Title are needed; Option4 and beyond are read only to be
 * refused (the shop takes at most limits.optionsPerProduct options).
 */
import { limits } from '#rules/limits';

export const COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Status',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Stock At Export',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Image',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'SEO Title',
  'SEO Description',
  // Ours, not Shopify's: what the product is for GST (decision 0052).
  'HSN',
] as const;

export type Column = (typeof COLUMNS)[number];

/** What an export (and the back office's editor) writes: the import's columns less the one it only falls back on. */
export const WRITTEN = COLUMNS.filter((column) => column !== 'Product Category');

/** The option columns of option n (1-based): a column read for n up to limits.optionsPerProduct. */
export const optionName = (n: number) => `Option${n} Name` as const;
export const optionValue = (n: number) => `Option${n} Value` as const;
export type OptionColumn = ReturnType<typeof optionName> | ReturnType<typeof optionValue>;

/**
 * A stock column per location, as an export from a shop with several locations may carry
 * ("Inventory Available: Jaipur store"): the variant's stock is their sum.
 */
const LOCATION_STOCK = /^(?:variant inventory qty|inventory available|inventory qty|available)\s*:\s*\S/i;

/** An option column past the shop's last, e.g. "Option4 Value". */
const EXTRA_OPTION = /^option(\d+) (name|value)$/i;

export interface Header {
  /** A row's cell under a column read ('' when the row is short, or the column is not one read). */
  cell(cells: string[], column: Column | OptionColumn): string;
  /** The option columns past the shop's last that a row fills: their names. */
  extraOptions(cells: string[]): string[];
  /** Whether the header has this column. */
  has(column: Column): boolean;
  /** The header's columns this shop does not read, as the header spells them. */
  ignored: string[];
  /** The stock columns: Variant Inventory Qty, or one per location; none when the file says no stock. */
  stockColumns: string[];
  /** A row's cells under the stock columns, in their order. */
  stockCells(cells: string[]): string[];
}

/** The header, or why it cannot be read (in words for the report's line 1). */
export function readHeader(cells: string[]): Header | { problems: string[] } {
  const at = new Map<string, number>();
  const known = new Map(COLUMNS.map((name) => [name.toLowerCase(), name]));
  const ignored: string[] = [];
  const extra: { name: string; index: number }[] = [];
  const locations: { name: string; index: number }[] = [];
  const problems: string[] = [];
  cells.forEach((raw, index) => {
    const name = raw.trim();
    const column = known.get(name.toLowerCase());
    const option = EXTRA_OPTION.exec(name);
    if (column) {
      if (at.has(column)) problems.push(`the header names ${column} twice`);
      at.set(column, index);
    } else if (option && Number(option[1]) > limits.optionsPerProduct) extra.push({ name, index });
    else if (LOCATION_STOCK.test(name)) locations.push({ name, index });
    else if (name) ignored.push(name);
  });
  for (const needed of ['Handle', 'Title'] as const)
    if (!at.has(needed)) problems.push(`the header has no ${needed} column: is this Shopify's product CSV?`);
  if (problems.length) return { problems };
  const stock = at.has('Variant Inventory Qty')
    ? [{ name: 'Variant Inventory Qty', index: at.get('Variant Inventory Qty')! }]
    : locations;
  // Read as the sum, not named as ignored.
  if (stock !== locations) ignored.push(...locations.map(({ name }) => name));
  return {
    cell: (row, column) => {
      const index = at.get(column);
      return index === undefined ? '' : (row[index] ?? '');
    },
    has: (column) => at.has(column),
    extraOptions: (row) => extra.filter(({ index }) => (row[index] ?? '').trim() !== '').map(({ name }) => name),
    ignored,
    stockColumns: stock.map(({ name }) => name),
    stockCells: (row) => stock.map(({ index }) => row[index] ?? ''),
  };
}
