import { percentOf, type Paise } from './money';
import { messages } from '../messages/messages';

export interface CouponRule {
  code: string;
  /** A percent off, or (null) `amountOff` off. */
  percent: number | null;
  amountOff?: Paise | null;
  /** null = no cap. */
  maxDiscount: Paise | null;
  minAmount: Paise;
  validFrom: Date | null;
  validTo: Date | null;
}

export type CouponVerdict =
  | { ok: true; discount: Paise }
  | { ok: false; reason: 'not-yet-valid' | 'expired' | 'below-minimum'; message: string };

export function couponDiscount(rule: CouponRule, subTotal: Paise, now: Date): CouponVerdict {
  if (rule.validFrom && now < rule.validFrom) {
    return { ok: false, reason: 'not-yet-valid', message: messages.coupons.notYetValid };
  }
  if (rule.validTo && now > rule.validTo) {
    return { ok: false, reason: 'expired', message: messages.coupons.expired };
  }
  if (subTotal < rule.minAmount) {
    return { ok: false, reason: 'below-minimum', message: messages.coupons.belowMinimum(rule.minAmount) };
  }
  const raw = rule.percent === null ? (rule.amountOff ?? 0) : percentOf(subTotal, rule.percent);
  const capped = rule.maxDiscount === null ? raw : Math.min(raw, rule.maxDiscount);
  // No coupon takes an order below 0.
  return { ok: true, discount: Math.min(capped, subTotal) };
}
