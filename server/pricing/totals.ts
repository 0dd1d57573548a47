import type { Paise } from './money';
import { lineTaxes, type LineTax, type TaxWay } from './gst';

/** Product §3; changed here and nowhere else. */
export const FREE_DELIVERY_FROM: Paise = 999_00;
export const DELIVERY_CHARGE: Paise = 79_00;

export interface PricedLine {
  price: Paise;
  sellingPrice: Paise;
  quantity: number;
  /** The product's HSN code; null: the shop's default (TaxWay). */
  hsn: string | null;
}

export interface Totals {
  subTotal: Paise;
  discountTotal: Paise;
  /** The sum of the lines' tax, after the coupon: added to the prices, or held in them (TaxWay). */
  gstTotal: Paise;
  deliveryCharge: Paise;
  /** What the cart costs before the coupon comes off: the payable is this less the coupon. */
  grossTotal: Paise;
  /** Each line's tax, in the lines' order. */
  taxes: LineTax[];
}

/** The cart's totals; with a coupon, its amount comes off the lines before their tax is taken (decision 0052). */
export function cartTotals(lines: readonly PricedLine[], way: TaxWay, couponPaise: Paise = 0): Totals {
  let subTotal = 0;
  let discountTotal = 0;
  for (const line of lines) {
    subTotal += line.sellingPrice * line.quantity;
    discountTotal += Math.max(0, line.price - line.sellingPrice) * line.quantity;
  }
  const taxes = lineTaxes(
    lines.map((line) => ({ piecePaise: line.sellingPrice, quantity: line.quantity, hsn: line.hsn })),
    couponPaise,
    way,
  );
  const gstTotal = taxes.reduce((sum, tax) => sum + 2 * tax.halfPaise, 0);
  const deliveryCharge = subTotal === 0 || subTotal >= FREE_DELIVERY_FROM ? 0 : DELIVERY_CHARGE;
  const added = way.pricesIncludeGst ? 0 : gstTotal;
  return { subTotal, discountTotal, gstTotal, deliveryCharge, grossTotal: subTotal + added + deliveryCharge, taxes };
}
