import { percentOf, type Paise } from './money';

/** Product §3; changed here and nowhere else. */
export const GST_PERCENT = 5;
export const FREE_DELIVERY_FROM: Paise = 999_00;
export const DELIVERY_CHARGE: Paise = 79_00;

export interface PricedLine {
  price: Paise;
  sellingPrice: Paise;
  quantity: number;
}

export interface Totals {
  subTotal: Paise;
  discountTotal: Paise;
  gstTotal: Paise;
  deliveryCharge: Paise;
  grossTotal: Paise;
}

export function cartTotals(lines: readonly PricedLine[]): Totals {
  let subTotal = 0;
  let discountTotal = 0;
  for (const line of lines) {
    subTotal += line.sellingPrice * line.quantity;
    discountTotal += Math.max(0, line.price - line.sellingPrice) * line.quantity;
  }
  const gstTotal = percentOf(subTotal, GST_PERCENT);
  const deliveryCharge = subTotal === 0 || subTotal >= FREE_DELIVERY_FROM ? 0 : DELIVERY_CHARGE;
  return { subTotal, discountTotal, gstTotal, deliveryCharge, grossTotal: subTotal + gstTotal + deliveryCharge };
}
