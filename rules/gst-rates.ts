/**
 * GST rates by HSN, as data (issue 53, decision 0052). A row holds for the HSN codes starting with one of its
 * prefixes, from its first day to its last; the longest prefix wins, and the row with prefix '' is the rate of
 * everything else. A change in the law is a new row with a `from` date (and `to` on the row it ends), never an edit
 * of an old one: an order is taxed by the rows of the day it is placed, and keeps what it was charged.
 *
 * The rows follow Notification 1/2017-Central Tax (Rate) as amended, and from 22 September 2025
 * Notification 9/2025-Central Tax (Rate) of 17 September 2025 (the same rates under the Integrated Tax
 * notifications of the same numbers). An owner whose accountant reads a code otherwise changes its row here.
 */

/** A slab: the rate for a piece whose taxable value is at most `upToPaise` (null: any value). */
export interface GstSlab {
  upToPaise: number | null;
  percent: number;
}

export interface GstRateRow {
  /** HSN prefixes: a chapter (62), a heading (7117) or longer; '' is every code no other row names. */
  prefixes: readonly string[];
  /** The first and last day the row holds (YYYY-MM-DD, Indian time); `to` undefined: still in force. */
  from: string;
  to?: string;
  /** In rising order of `upToPaise`, the last one unbounded. */
  slabs: readonly GstSlab[];
  /** What the row covers, for whoever reads or changes it. */
  what: string;
}

const flat = (percent: number): readonly GstSlab[] => [{ upToPaise: null, percent }];
const APPAREL = ['61', '62', '63', '64'];
const WOVEN_FABRIC = ['50', '51', '52', '53', '54', '55'];
const BEFORE_22_SEPT_2025 = '2025-09-21';
const FROM_22_SEPT_2025 = '2025-09-22';
const GST_BEGAN = '2017-07-01';

export const GST_RATES: readonly GstRateRow[] = [
  {
    what: 'apparel, made-ups and footwear: 5% up to ₹1,000 a piece, then 12% (footwear 18%)',
    prefixes: ['61', '62', '63'],
    from: GST_BEGAN,
    to: BEFORE_22_SEPT_2025,
    slabs: [
      { upToPaise: 1_000_00, percent: 5 },
      { upToPaise: null, percent: 12 },
    ],
  },
  {
    what: 'footwear: 5% up to ₹1,000 a pair, then 18%',
    prefixes: ['64'],
    from: GST_BEGAN,
    to: BEFORE_22_SEPT_2025,
    slabs: [
      { upToPaise: 1_000_00, percent: 5 },
      { upToPaise: null, percent: 18 },
    ],
  },
  {
    what: 'apparel, made-ups and footwear: 5% up to ₹2,500 a piece, then 18%',
    prefixes: APPAREL,
    from: FROM_22_SEPT_2025,
    slabs: [
      { upToPaise: 2_500_00, percent: 5 },
      { upToPaise: null, percent: 18 },
    ],
  },
  {
    what: 'woven fabric of silk, wool, cotton, flax and man-made fibres (a saree)',
    prefixes: WOVEN_FABRIC,
    from: GST_BEGAN,
    slabs: flat(5),
  },
  { what: 'jewellery and imitation jewellery', prefixes: ['7113', '7117'], from: GST_BEGAN, slabs: flat(3) },
  { what: 'handbags, wallets and cases', prefixes: ['4202'], from: GST_BEGAN, slabs: flat(18) },
  { what: 'everything else', prefixes: [''], from: GST_BEGAN, slabs: flat(18) },
];

/** A shop's default HSN until its owner sets one: women's suits, dresses, skirts (chapter 62), as the demo sells. */
export const DEFAULT_HSN = '6204';

/** An HSN code is 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;

/** The slabs that tax `hsn` on `day` (YYYY-MM-DD): the row whose prefix is longest among those in force. */
export function gstSlabs(hsn: string, day: string, rates: readonly GstRateRow[] = GST_RATES): readonly GstSlab[] {
  let best: { length: number; row: GstRateRow } | undefined;
  for (const row of rates) {
    if (day < row.from || (row.to !== undefined && day > row.to)) continue;
    for (const prefix of row.prefixes) {
      if (hsn.startsWith(prefix) && (!best || prefix.length > best.length)) best = { length: prefix.length, row };
    }
  }
  if (!best) throw new Error(`no GST rate holds on ${day}`);
  return best.row.slabs;
}

/**
 * The rate of one piece. Prices without GST: the slab of the piece's value. Prices with GST in them: the first slab
 * whose bound the value without that slab's GST keeps within, since the law's bound is on the value before tax.
 */
export function gstPercent(slabs: readonly GstSlab[], piecePaise: number, pricesIncludeGst: boolean): number {
  for (const slab of slabs) {
    const taxable = pricesIncludeGst ? (piecePaise * 100) / (100 + slab.percent) : piecePaise;
    if (slab.upToPaise === null || taxable <= slab.upToPaise) return slab.percent;
  }
  return slabs[slabs.length - 1]!.percent;
}
