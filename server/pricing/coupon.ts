import { percentOf, type Paise } from './money';

/** A coupon as the shop stores it (amounts in paise). */
export interface CouponRule {
  code: string;
  percent: number;
  /** Cap on the discount; null = no cap. */
  maxDiscount: Paise | null;
  /** Smallest Sub_Total the coupon applies to. */
  minAmount: Paise;
  validFrom: Date | null;
  validTo: Date | null;
}

export type CouponVerdict =
  | { ok: true; discount: Paise }
  | { ok: false; reason: 'not-yet-valid' | 'expired' | 'below-minimum'; message: string };

/** The coupon discount on a cart, decided from the shop's own data only. */
export function couponDiscount(rule: CouponRule, subTotal: Paise, now: Date): CouponVerdict {
  if (rule.validFrom && now < rule.validFrom) {
    return { ok: false, reason: 'not-yet-valid', message: 'This coupon is not valid yet' };
  }
  if (rule.validTo && now > rule.validTo) {
    return { ok: false, reason: 'expired', message: 'This coupon has expired' };
  }
  if (subTotal < rule.minAmount) {
    const min = (rule.minAmount / 100).toFixed(2);
    return { ok: false, reason: 'below-minimum', message: `This coupon needs a cart of at least Rs. ${min}` };
  }
  const raw = percentOf(subTotal, rule.percent);
  const capped = rule.maxDiscount === null ? raw : Math.min(raw, rule.maxDiscount);
  return { ok: true, discount: Math.min(capped, subTotal) };
}
