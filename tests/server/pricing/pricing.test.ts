import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals, DELIVERY_CHARGE } from '#server/pricing/totals';
import { couponDiscount, type CouponRule } from '#server/pricing/coupon';
import { toRupees } from '#server/pricing/money';

describe('cartTotals', () => {
  it('adds selling prices, offer savings, 5% GST and delivery below Rs. 999', () => {
    const totals = cartTotals([
      { price: 500_00, sellingPrice: 399_50, quantity: 2 },
      { price: 100_00, sellingPrice: 100_00, quantity: 1 },
    ]);
    expect(totals).toEqual({
      subTotal: 899_00,
      discountTotal: 201_00,
      gstTotal: 44_95,
      deliveryCharge: 79_00,
      grossTotal: 899_00 + 44_95 + 79_00,
    });
  });

  it('delivers free from exactly Rs. 999', () => {
    expect(cartTotals([{ price: 999_00, sellingPrice: 999_00, quantity: 1 }]).deliveryCharge).toBe(0);
    expect(cartTotals([{ price: 998_99, sellingPrice: 998_99, quantity: 1 }]).deliveryCharge).toBe(DELIVERY_CHARGE);
  });

  it('rounds GST to the nearest paisa', () => {
    // 5% of 10.01 = 0.5005 → 0.50
    expect(cartTotals([{ price: 10_01, sellingPrice: 10_01, quantity: 1 }]).gstTotal).toBe(50);
    // 5% of 10.10 = 0.505 → 0.51
    expect(cartTotals([{ price: 10_10, sellingPrice: 10_10, quantity: 1 }]).gstTotal).toBe(51);
  });

  it('charges nothing for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subTotal: 0, discountTotal: 0, gstTotal: 0, deliveryCharge: 0, grossTotal: 0 });
  });

  it('always keeps gross = sub + gst + delivery in whole paise', () => {
    const line = fc.record({
      price: fc.integer({ min: 1, max: 100_000_00 }),
      off: fc.integer({ min: 0, max: 90 }),
      quantity: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (raw) => {
        const lines = raw.map((l) => ({
          price: l.price,
          sellingPrice: Math.round((l.price * (100 - l.off)) / 100),
          quantity: l.quantity,
        }));
        const t = cartTotals(lines);
        expect(Number.isInteger(t.gstTotal)).toBe(true);
        expect(t.grossTotal).toBe(t.subTotal + t.gstTotal + t.deliveryCharge);
        expect(t.discountTotal).toBeGreaterThanOrEqual(0);
        expect(toRupees(t.grossTotal) * 100).toBeCloseTo(t.grossTotal, 6);
      }),
      { numRuns: 200 },
    );
  });
});

describe('couponDiscount', () => {
  const welcome: CouponRule = {
    code: 'WELCOME10',
    percent: 10,
    maxDiscount: 500_00,
    minAmount: 499_00,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validTo: new Date('2027-01-01T00:00:00Z'),
  };
  const now = new Date('2026-06-01T00:00:00Z');

  it('takes 10% of Sub_Total', () => {
    expect(couponDiscount(welcome, 1234_50, now)).toEqual({ ok: true, discount: 123_45 });
  });

  it('caps the discount at max_discount', () => {
    expect(couponDiscount(welcome, 9000_00, now)).toEqual({ ok: true, discount: 500_00 });
  });

  it('refuses a cart below min_amount', () => {
    const verdict = couponDiscount(welcome, 498_99, now);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toBe('below-minimum');
  });

  it('honours valid_from and valid_to', () => {
    const early = couponDiscount(welcome, 1000_00, new Date('2025-12-31T23:59:59Z'));
    const late = couponDiscount(welcome, 1000_00, new Date('2027-01-01T00:00:01Z'));
    expect(!early.ok && early.reason).toBe('not-yet-valid');
    expect(!late.ok && late.message).toBe('This coupon has expired');
  });
});
