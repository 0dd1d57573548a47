import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals, DELIVERY_CHARGE } from '#server/pricing/totals';
import { couponDiscount, type CouponRule } from '#server/pricing/coupon';
import { toRupees } from '#server/pricing/money';
import type { TaxWay } from '#server/pricing/gst';

/** A day of the rates in force now, the SPEC's way (GST added to prices), chapter 62 for a line without an HSN. */
const way: TaxWay = { day: '2026-11-28', pricesIncludeGst: false, defaultHsn: '6204' };
const line = (price: number, sellingPrice: number, quantity: number, hsn: string | null = null) => ({
  price,
  sellingPrice,
  quantity,
  hsn,
});

describe('cartTotals', () => {
  it("adds selling prices, offer savings, each line's GST and delivery below Rs. 999", () => {
    const totals = cartTotals([line(500_00, 399_50, 2), line(100_00, 100_00, 1)], way);
    expect(totals).toMatchObject({
      subTotal: 899_00,
      discountTotal: 201_00,
      // 5% of 799.00 and of 100.00, each taken as two halves rounded to the paisa
      gstTotal: 39_96 + 5_00,
      deliveryCharge: 79_00,
      grossTotal: 899_00 + 44_96 + 79_00,
    });
  });

  it('delivers free from exactly Rs. 999', () => {
    expect(cartTotals([line(999_00, 999_00, 1)], way).deliveryCharge).toBe(0);
    expect(cartTotals([line(998_99, 998_99, 1)], way).deliveryCharge).toBe(DELIVERY_CHARGE);
  });

  it('rounds each half of the GST to the nearest paisa', () => {
    // 2.5% of 10.01 = 0.25025 → 0.25, twice
    expect(cartTotals([line(10_01, 10_01, 1)], way).gstTotal).toBe(50);
    // 2.5% of 10.30 = 0.2575 → 0.26, twice
    expect(cartTotals([line(10_30, 10_30, 1)], way).gstTotal).toBe(52);
  });

  it('charges nothing for an empty cart', () => {
    expect(cartTotals([], way)).toEqual({
      subTotal: 0,
      discountTotal: 0,
      gstTotal: 0,
      deliveryCharge: 0,
      grossTotal: 0,
      taxes: [],
    });
  });

  it('holds the GST in the prices when the shop says so: the gross total is the prices and delivery', () => {
    const totals = cartTotals([line(1_050_00, 1_050_00, 1)], { ...way, pricesIncludeGst: true });
    expect(totals).toMatchObject({ gstTotal: 50_00, grossTotal: 1_050_00, taxes: [{ taxablePaise: 1_000_00 }] });
  });

  it('always keeps gross = sub + gst + delivery in whole paise, and the coupon shared to the paisa', () => {
    const arbitraryLine = fc.record({
      price: fc.integer({ min: 1, max: 100_000_00 }),
      off: fc.integer({ min: 0, max: 90 }),
      quantity: fc.integer({ min: 1, max: 10 }),
      hsn: fc.constantFrom('6204', '7117', '4202', '5007', null),
    });
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 8 }), fc.integer({ min: 0, max: 100 }), (raw, couponShare) => {
        const lines = raw.map((l) =>
          line(l.price, Math.max(1, Math.round((l.price * (100 - l.off)) / 100)), l.quantity, l.hsn),
        );
        const subTotal = lines.reduce((sum, l) => sum + l.sellingPrice * l.quantity, 0);
        const coupon = Math.floor((subTotal * couponShare) / 100);
        const t = cartTotals(lines, way, coupon);
        expect(Number.isInteger(t.gstTotal)).toBe(true);
        expect(t.grossTotal).toBe(t.subTotal + t.gstTotal + t.deliveryCharge);
        expect(t.taxes.reduce((sum, tax) => sum + tax.couponPaise, 0)).toBe(coupon);
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
