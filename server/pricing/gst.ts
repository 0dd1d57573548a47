/**
 * GST line by line (issue 53, decision 0052): each line's share of the coupon comes off its value, the slab is
 * chosen on what one piece is then worth, and the rate of that day's row (rules/gst-rates.ts) is charged on it.
 */
import { gstPercent, gstSlabs } from '#rules/gst-rates';
import type { Paise } from './money';

export interface TaxedLineInput {
  /** What one piece sells for. */
  piecePaise: Paise;
  quantity: number;
  /** The product's HSN code; null: it has none, and the shop's default taxes it. */
  hsn: string | null;
}

export interface LineTax {
  hsn: string;
  /** The line's value: a piece's price times the quantity. */
  valuePaise: Paise;
  /** Its share of the coupon. */
  couponPaise: Paise;
  /** What tax is charged on: the value less the coupon's share, and less the tax itself where prices hold it. */
  taxablePaise: Paise;
  percent: number;
  /** Each half of the tax, rounded to the paisa; CGST and SGST inside the shop's state, their sum as IGST across. */
  halfPaise: Paise;
}

export interface TaxWay {
  /** The day of the sale (YYYY-MM-DD, Indian time): the rates of that day hold. */
  day: string;
  pricesIncludeGst: boolean;
  /** The HSN code of a product that names none (the shop's settings). */
  defaultHsn: string;
}

/**
 * The coupon shared across the lines by their values, the paise left over by rounding down going to the lines that
 * lost the most to it, so the shares sum to the coupon exactly.
 */
export function couponShares(values: readonly Paise[], couponPaise: Paise): Paise[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total === 0 || couponPaise === 0) return values.map(() => 0);
  const exact = values.map((value) => (value * couponPaise) / total);
  const shares = exact.map(Math.floor);
  let left = couponPaise - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, i) => ({ i, rest: value - shares[i]! })).sort((a, b) => b.rest - a.rest);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Each line's tax. The tax is two halves rounded to the paisa, whether they are charged as CGST and SGST or together as
 * IGST, so the figure a shopper sees in her cart does not move when she picks an address in another state.
 */
export function lineTaxes(lines: readonly TaxedLineInput[], couponPaise: Paise, way: TaxWay): LineTax[] {
  const values = lines.map((line) => line.piecePaise * line.quantity);
  const shares = couponShares(values, couponPaise);
  return lines.map((line, i) => {
    const value = values[i]!;
    const charged = value - shares[i]!;
    const hsn = line.hsn ?? way.defaultHsn;
    const percent = gstPercent(gstSlabs(hsn, way.day), charged / line.quantity, way.pricesIncludeGst);
    const before = way.pricesIncludeGst ? (charged * 100) / (100 + percent) : charged;
    const halfPaise = Math.round((before * percent) / 200);
    return {
      hsn,
      valuePaise: value,
      couponPaise: shares[i]!,
      taxablePaise: way.pricesIncludeGst ? charged - 2 * halfPaise : charged,
      percent,
      halfPaise,
    };
  });
}

/** A line's tax as an order keeps it: the halves as CGST and SGST inside the shop's state, their sum as IGST across. */
export const splitTax = (tax: LineTax, inside: boolean) => ({
  hsn: tax.hsn,
  couponPaise: tax.couponPaise,
  taxablePaise: tax.taxablePaise,
  gstPercent: tax.percent,
  cgstPaise: inside ? tax.halfPaise : 0,
  sgstPaise: inside ? tax.halfPaise : 0,
  igstPaise: inside ? 0 : 2 * tax.halfPaise,
});
