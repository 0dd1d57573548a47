// The shop's coupons in the back office (issue 54): made, paused, resumed and ended, each change recorded; and their
// uses, taken by the placement itself (server/cart/coupon-uses.ts).
import { desc, eq } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import { record } from '../activity/record';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { couponUses, coupons, orders, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../messages/errors';
import { toPaise, toRupees } from '../pricing/money';
import { signedInStaff } from '../staff/guard';

type Coupon = typeof coupons.$inferSelect;
type AdminCoupon = Answer<'getAdminCoupon'>['data'];

const words = adminTexts.coupons;
const CODE = /^[A-Z0-9_-]{3,50}$/;

export function couponState(coupon: Coupon, now: Date): AdminCoupon['state'] {
  if (coupon.validTo < now) return 'ended';
  if (coupon.usesLimit !== null && coupon.used >= coupon.usesLimit) return 'used_up';
  if (coupon.pausedAt) return 'paused';
  if (coupon.validFrom > now) return 'scheduled';
  return 'running';
}

function shown(coupon: Coupon, now: Date): AdminCoupon {
  const state = couponState(coupon, now);
  return {
    id: coupon.id,
    code: coupon.code,
    percent: coupon.percent,
    amount_off: coupon.amountOffPaise === null ? null : toRupees(coupon.amountOffPaise),
    max_discount: coupon.maxDiscountPaise === null ? null : toRupees(coupon.maxDiscountPaise),
    min_order: toRupees(coupon.minAmountPaise),
    starts_at: coupon.validFrom.toISOString(),
    ends_at: coupon.validTo.toISOString(),
    uses_limit: coupon.usesLimit,
    per_shopper_limit: coupon.perShopperLimit,
    first_order_only: coupon.firstOrderOnly,
    used: coupon.used,
    state,
    state_text: words.states[state],
  };
}

export function adminCouponHandlers(ctx: AppContext): Handlers {
  const found = async (id: number): Promise<Coupon> => {
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.id, id));
    if (!coupon) throw notFound(words.noCoupon);
    return coupon;
  };

  return {
    async listAdminCoupons() {
      const rows = await ctx.db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
      const answer: Answer<'listAdminCoupons'> = { data: rows.map((row) => shown(row, ctx.now())) };
      return answer;
    },

    async getAdminCoupon(request) {
      const coupon = await found(request.params.coupon_id);
      const uses = await ctx.db
        .select({
          orderId: couponUses.orderId,
          orderNumber: orders.orderNumber,
          email: users.email,
          discount: couponUses.discountPaise,
          at: couponUses.createdAt,
        })
        .from(couponUses)
        .innerJoin(users, eq(users.id, couponUses.userId))
        .leftJoin(orders, eq(orders.id, couponUses.orderId))
        .where(eq(couponUses.couponId, coupon.id))
        .orderBy(desc(couponUses.createdAt), desc(couponUses.id));
      const answer: Answer<'getAdminCoupon'> = {
        data: shown(coupon, ctx.now()),
        uses: uses.map((use) => ({
          order_id: use.orderId,
          order_number: use.orderNumber,
          email: use.email,
          discount: toRupees(use.discount),
          at: use.at.toISOString(),
        })),
      };
      return answer;
    },

    async createAdminCoupon(request, reply) {
      const body = request.body;
      const code = body.code.trim().toUpperCase();
      if (!CODE.test(code)) throw badRequest(words.codeShape);
      if ((body.percent === null) === (body.amount_off === null)) throw badRequest(words.oneKind);
      if (body.percent === null && body.max_discount !== null) throw badRequest(words.capOnAmount);
      const [starts, ends] = [new Date(body.starts_at), new Date(body.ends_at)];
      if (ends < starts) throw badRequest(words.endsBeforeStart);
      const by = { staffId: signedInStaff(request).id };
      const made = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(coupons)
          .values({
            code,
            percent: body.percent,
            amountOffPaise: body.amount_off === null ? null : toPaise(body.amount_off),
            maxDiscountPaise: body.max_discount === null ? null : toPaise(body.max_discount),
            minAmountPaise: toPaise(body.min_order),
            validFrom: starts,
            validTo: ends,
            usesLimit: body.uses_limit,
            perShopperLimit: body.per_shopper_limit,
            firstOrderOnly: body.first_order_only,
            createdAt: ctx.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(words.codeTaken);
        await record(tx, by, ctx.now(), { action: 'coupon.add', subject: code });
        return row;
      });
      reply.status(201);
      const answer: Answer<'createAdminCoupon'> = { message: words.made(code), data: shown(made, ctx.now()) };
      return answer;
    },

    async pauseAdminCoupon(request) {
      const coupon = await found(request.params.coupon_id);
      const { paused } = request.body;
      const by = { staffId: signedInStaff(request).id };
      const changed = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(coupons)
          .set({ pausedAt: paused ? (coupon.pausedAt ?? ctx.now()) : null })
          .where(eq(coupons.id, coupon.id))
          .returning();
        await record(tx, by, ctx.now(), { action: paused ? 'coupon.pause' : 'coupon.resume', subject: coupon.code });
        return row!;
      });
      const answer: Answer<'pauseAdminCoupon'> = {
        message: paused ? words.paused(coupon.code) : words.resumed(coupon.code),
        data: shown(changed, ctx.now()),
      };
      return answer;
    },

    async endAdminCoupon(request) {
      const coupon = await found(request.params.coupon_id);
      if (coupon.validTo < ctx.now()) throw conflict(words.alreadyEnded);
      const by = { staffId: signedInStaff(request).id };
      const ended = await ctx.db.transaction(async (tx) => {
        // Its last moment the one before now: from now on refused, at the box as at the order.
        const [row] = await tx
          .update(coupons)
          .set({ validTo: new Date(ctx.now().getTime() - 1) })
          .where(eq(coupons.id, coupon.id))
          .returning();
        await record(tx, by, ctx.now(), { action: 'coupon.end', subject: coupon.code });
        return row!;
      });
      const answer: Answer<'endAdminCoupon'> = { message: words.ended(coupon.code), data: shown(ended, ctx.now()) };
      return answer;
    },
  };
}
