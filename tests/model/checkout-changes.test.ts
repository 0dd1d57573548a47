/**
 * What checkout lists before placing (machines/checkout.changes.ts): every kind of
 * difference between the cart the shopper saw and the server's cart now. The path test
 * replays the price, stock and coupon kinds through the machine; these are the rest.
 */
import { describe, expect, it } from 'vitest';
import { cartChanges, isBuyable, payablePaise } from '#machines/checkout.changes';
import type { Schemas } from '#openapi/client';
import { texts } from '#rules/texts';
import { cart } from './cart.fixture';

const [a, b] = cart.data as [Schemas['CartLine'], Schemas['CartLine']];
const priced = (from: Schemas['Cart'], promoDiscount = 0, promoGst: number | null = null) => ({
  cart: from,
  promoDiscount,
  promoGst,
});

describe('checkout: what changed since the shopper looked', () => {
  it('nothing, when the server holds the very cart shown', () => {
    expect(cartChanges(priced(cart, 150), priced(structuredClone(cart), 150), null)).toEqual([]);
  });

  it('a line gone, a line added, a quantity changed', () => {
    const now = {
      ...cart,
      data: [
        { ...b, cartItem: 3 },
        { ...a, fk_product: 99, var_title: 'New Scarf' },
      ],
    };
    expect(cartChanges(priced(cart), priced(now), null)).toEqual([
      { kind: 'removed', title: a.var_title },
      { kind: 'quantity', title: b.var_title, from: 1, to: 3 },
      { kind: 'added', title: 'New Scarf' },
    ]);
  });

  it('a line out of stock, and the total when only delivery changed', () => {
    const now = { ...cart, data: [{ ...a, stock: 0 }, b], delivery_charge: 50, gross_total: cart.gross_total + 50 };
    expect(cartChanges(priced(cart), priced(now), null)).toEqual([
      { kind: 'short', title: a.var_title, message: texts.outOfStock },
      { kind: 'total', from: cart.gross_total, to: cart.gross_total + 50 },
    ]);
  });

  it('pays the gross total less the coupon, in paise, without float drift', () => {
    expect(payablePaise(priced({ ...cart, gross_total: 3358.32 }, 335.83))).toBe(302249);
  });

  it('pays less the GST a coupon takes off with it, unless the prices hold the GST', () => {
    const shown = { ...cart, gross_total: 3358.32, gst_total: 159.92 };
    expect(payablePaise(priced(shown, 335.83, 143.13))).toBe(302249 - 1679);
    expect(payablePaise(priced({ ...shown, gst_included: true }, 335.83, 143.13))).toBe(302249);
  });

  it('buys only a loaded, non-empty cart with every line in stock', () => {
    expect(isBuyable(null)).toBe(false);
    expect(isBuyable({ ...cart, data: [] })).toBe(false);
    expect(isBuyable({ ...cart, data: [{ ...a, stock: 1 }] })).toBe(false);
    expect(isBuyable(cart)).toBe(true);
  });
});
