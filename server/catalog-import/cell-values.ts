/**
 * A cell read as what its column holds: a price, a stock, a yes or no. Each answers the
 * value or the problem in words that follow the column's name in the report.
 */
import { limits } from '#rules/limits';
import { quoted } from './problems';

type Read<T> = { value: T } | { problem: string };

const PRICE = /^\d+(?:\.\d{1,2})?$/;

/** Rupees with at most two decimals, more than 0 and at most the contract's highest price (limits.priceMax), as paise. */
export function readPrice(cell: string): Read<number> {
  const text = cell.trim();
  if (text === '') return { problem: 'is empty: every variant needs a price' };
  if (/^-\s*\d/.test(text)) return { problem: `${quoted(text)} is below 0` };
  if (!PRICE.test(text)) return { problem: `${quoted(text)} is not a price (write it as 1299 or 1299.50)` };
  const paise = Math.round(Number(text) * 100);
  if (paise === 0) return { problem: 'is 0: a price must be more than 0' };
  if (paise > limits.priceMax * 100)
    return { problem: `${text} is above the shop's highest price, ${limits.priceMax}` };
  return { value: paise };
}

/** A price or nothing (an empty cell). */
export function readOptionalPrice(cell: string): Read<number | null> {
  return cell.trim() === '' ? { value: null } : readPrice(cell);
}

/** The most units of one variant the shop counts: well inside PostgreSQL's integer. */
const STOCK_MAX = 1_000_000_000;

/** A whole number of units, 0 or more. */
export function readStock(cell: string): Read<number> {
  const text = cell.trim();
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return { problem: `${quoted(text)} is not a number of units` };
  const units = Number(text);
  if (units < 0) return { problem: `${text} is below 0: a stock is 0 or more` };
  if (!Number.isInteger(units)) return { problem: `${text} is not a whole number of units` };
  if (units > STOCK_MAX)
    return { problem: `${text} is more than the shop counts (${STOCK_MAX.toLocaleString('en-US')})` };
  return { value: units };
}

/** Shopify's Published: TRUE or FALSE (yes/no and 1/0 too); empty is published. */
export function readPublished(cell: string): Read<boolean> {
  const text = cell.trim().toLowerCase();
  if (['', 'true', 'yes', '1'].includes(text)) return { value: true };
  if (['false', 'no', '0'].includes(text)) return { value: false };
  return { problem: `${quoted(cell)} is neither TRUE nor FALSE` };
}

export type Status = 'active' | 'draft' | 'archived';

/** Shopify's Status: active shows the product; draft and archived keep it out of the shop; empty is active. */
export function readStatus(cell: string): Read<Status> {
  const text = cell.trim().toLowerCase();
  if (text === '') return { value: 'active' };
  if (text === 'active' || text === 'draft' || text === 'archived') return { value: text };
  return { problem: `${quoted(cell)} is not active, draft or archived` };
}

/** A price cell that says 0 (0, 0.00): the variant is not for sale. */
export const isZeroPrice = (cell: string) => /^0+(?:\.0{1,2})?$/.test(cell.trim());

/** A category path: "Ethnic Wear > Sarees > Silk Sarees" (one to three levels). */
export function readCategoryPath(cell: string): Read<string[]> {
  const levels = cell.split('>').map((level) => level.trim());
  if (levels.some((level) => level === '')) return { problem: `${quoted(cell)} has an empty level` };
  if (levels.length > 3)
    return { problem: `${quoted(cell)} has ${levels.length} levels: the shop's categories go three deep` };
  return { value: levels };
}
