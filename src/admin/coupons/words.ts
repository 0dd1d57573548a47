// A coupon in the back office's words: what it takes off and when it runs, on a day of India.
import type { Schemas } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';
import { rupeeText } from '#rules/rupees';

const words = adminTexts.coupons;
const paise = (rupees: number) => Math.round(rupees * 100);

export const offText = (coupon: Schemas['AdminCoupon']) =>
  words.off(
    coupon.percent,
    coupon.amount_off === null ? null : rupeeText(paise(coupon.amount_off)),
    coupon.max_discount === null ? null : rupeeText(paise(coupon.max_discount)),
  );

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export const runsText = (coupon: Schemas['AdminCoupon']) =>
  words.runs(day.format(new Date(coupon.starts_at)), day.format(new Date(coupon.ends_at)));

export const minimumText = (coupon: Schemas['AdminCoupon']) => rupeeText(paise(coupon.min_order));
