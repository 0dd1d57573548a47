/**
 * What changed between the cart the shopper looked at when pressing Place Order and the
 * cart the server holds now (the product's checkout checks nothing here). The checkout machine shows
 * the list and the shopper confirms again; a line short of stock blocks the order until
 * the cart is changed.
 */
import type { Schemas } from '../openapi/client';
import { lineKey, stockProblem } from './cart.machine';

type Cart = Schemas['Cart'];

/** A cart and the coupon discount on it, as shown at one moment. */
export interface PricedCart {
  cart: Cart;
  promoDiscount: number;
  /** The GST once the coupon comes off the lines; null with no coupon (the cart's own then). */
  promoGst: number | null;
}

export type CartChange =
  | { kind: 'price'; title: string; from: number; to: number }
  | { kind: 'quantity'; title: string; from: number; to: number }
  | { kind: 'removed'; title: string }
  | { kind: 'added'; title: string }
  | { kind: 'short'; title: string; message: string }
  | { kind: 'coupon'; message: string }
  | { kind: 'total'; from: number; to: number };

/** Rupees to paise, as the server counts (the cart's amounts are paise / 100). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/**
 * What the shopper pays, in paise (product §9: × 100): the gross total less the coupon discount, and less the GST the
 * coupon takes off with it where GST is added to the prices (decision 0052).
 */
export const payablePaise = ({ cart, promoDiscount, promoGst }: PricedCart): number =>
  toPaise(cart.gross_total) -
  toPaise(promoDiscount) -
  (promoGst === null || cart.gst_included ? 0 : toPaise(cart.gst_total) - toPaise(promoGst));

/** Lines that cannot be bought as they stand (product §5 stock messages). */
export const shortLines = (cart: Cart) =>
  cart.data.flatMap((line) => {
    const message = stockProblem({ quantity: line.cartItem, stock: line.stock });
    return message ? [{ line, message }] : [];
  });

/** Loaded, not empty, every line in stock for its quantity. */
export const isBuyable = (cart: Cart | null): boolean =>
  cart !== null && cart.data.length > 0 && shortLines(cart).length === 0;

export function cartChanges(seen: PricedCart, now: PricedCart, couponRefusal: string | null): CartChange[] {
  const before = new Map(seen.cart.data.map((line) => [lineKey(line), line]));
  const after = new Map(now.cart.data.map((line) => [lineKey(line), line]));
  const changes: CartChange[] = [];
  for (const [key, old] of before) {
    const line = after.get(key);
    const title = old.var_title;
    if (!line) changes.push({ kind: 'removed', title });
    else {
      if (toPaise(line.selling_price) !== toPaise(old.selling_price))
        changes.push({ kind: 'price', title, from: old.selling_price, to: line.selling_price });
      if (line.cartItem !== old.cartItem)
        changes.push({ kind: 'quantity', title, from: old.cartItem, to: line.cartItem });
    }
  }
  for (const [key, line] of after) if (!before.has(key)) changes.push({ kind: 'added', title: line.var_title });
  for (const { line, message } of shortLines(now.cart)) changes.push({ kind: 'short', title: line.var_title, message });
  if (couponRefusal !== null) changes.push({ kind: 'coupon', message: couponRefusal });
  const from = payablePaise(seen);
  const to = payablePaise(now);
  if (from !== to) changes.push({ kind: 'total', from: from / 100, to: to / 100 });
  return changes;
}
