import { eq } from 'drizzle-orm';
import { userId } from '../auth';
import type { AppContext } from '../context/context';
import { coupons, orders } from '../db/schema';
import { usesBy } from './coupon-uses';
import { badRequest } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Handlers } from '../contract/handler-types';
import { couponDiscount, type CouponRule } from '../pricing/coupon';
import { toRupees, type Paise } from '../pricing/money';
import { cartTotals } from '../pricing/totals';
import { texts } from '#rules/texts';
import { readCart } from './cart-lines';
import { readTaxWay } from './tax-way';
import type { Queryable } from '../db/connect';

/**
 * The discount a code gives `user` on a Sub_Total, from the shop's own coupon table. Unknown, expired, paused, used
 * up, used by her as often as it allows, for a first order she has had, or not applicable → 400 with the message the
 * coupon box shows (the contract's only error). The placement takes the use itself (coupon-uses.ts): this only reads.
 */
export async function promoDiscount(
  db: Queryable,
  code: string,
  subTotal: Paise,
  now: Date,
  user: number,
): Promise<Paise> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  if (!row) throw badRequest(messages.coupons.unknown);
  if (row.pausedAt) throw badRequest(messages.coupons.paused);
  const rule: CouponRule = {
    code: row.code,
    percent: row.percent,
    amountOff: row.amountOffPaise,
    maxDiscount: row.maxDiscountPaise,
    minAmount: row.minAmountPaise,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
  const verdict = couponDiscount(rule, subTotal, now);
  if (!verdict.ok) throw badRequest(verdict.message);
  if (row.usesLimit !== null && row.used >= row.usesLimit) throw badRequest(messages.coupons.usedUp);
  if (row.perShopperLimit !== null && (await usesBy(db, row.id, user)) >= row.perShopperLimit)
    throw badRequest(messages.coupons.usedByYou);
  if (row.firstOrderOnly) {
    const [earlier] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user)).limit(1);
    if (earlier) throw badRequest(messages.coupons.firstOrderOnly);
  }
  return verdict.discount;
}

export function couponHandlers(ctx: AppContext): Handlers {
  return {
    /** The client's amounts are ignored: the answer is computed from the user's cart as the server prices it. */
    async applyCoupon(request) {
      const { coupon_code } = request.body;
      if (!coupon_code.trim()) throw badRequest(messages.coupons.missing);
      const items = await readCart(ctx.db, userId(request));
      if (items.length === 0) throw badRequest(texts.cartEmpty);
      const way = await readTaxWay(ctx.db, ctx.now());
      const before = cartTotals(items, way);
      const discount = await promoDiscount(ctx.db, coupon_code, before.subTotal, ctx.now(), userId(request));
      // The coupon comes off the lines before their tax is taken, so the GST moves with it (decision 0052).
      const totals = cartTotals(items, way, discount);
      return {
        message: messages.coupons.applied,
        payble_amount: toRupees(totals.grossTotal - discount),
        discount_price: toRupees(discount),
        gst_total: toRupees(totals.gstTotal),
      };
    },
  };
}
