/**
 * A coupon's uses (issue 54): each taken by one conditional update of the coupon's row, in the transaction that
 * places the order (or holds an online payment's stock), so "at most N uses" holds however many shoppers arrive at
 * once: the row's lock puts them in a line, and the update finds no use left for the one past N. The per-shopper
 * limit is counted under that same lock.
 */
import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/connect';
import { couponUses, coupons } from '../db/schema';
import { badRequest } from '../messages/errors';
import { messages } from '../messages/messages';

export interface Use {
  code: string;
  userId: number;
  discountPaise: number;
  /** The order placed on it, or the online payment whose hold took it. */
  orderId?: number;
  intentId?: number;
}

/** Takes one use, or throws the shopper's 400 (the caller's transaction, and its increment, roll back). */
export async function takeCouponUse(tx: Tx, use: Use): Promise<void> {
  const [coupon] = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(and(eq(coupons.code, use.code), or(isNull(coupons.usesLimit), lt(coupons.used, coupons.usesLimit))))
    .returning({ id: coupons.id, perShopperLimit: coupons.perShopperLimit });
  if (!coupon) throw badRequest(messages.coupons.usedUp);
  if (coupon.perShopperLimit !== null && (await usesBy(tx, coupon.id, use.userId)) >= coupon.perShopperLimit)
    throw badRequest(messages.coupons.usedByYou);
  await tx.insert(couponUses).values({
    couponId: coupon.id,
    userId: use.userId,
    discountPaise: use.discountPaise,
    orderId: use.orderId ?? null,
    intentId: use.intentId ?? null,
  });
}

export async function usesBy(q: Queryable, couponId: number, userId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId)));
  return row?.n ?? 0;
}

/** The use an online payment's hold took becomes its order's; false when the hold had none (it was released). */
export async function useBecomesOrders(tx: Tx, intentId: number, orderId: number): Promise<boolean> {
  const moved = await tx
    .update(couponUses)
    .set({ orderId })
    .where(eq(couponUses.intentId, intentId))
    .returning({ id: couponUses.id });
  return moved.length > 0;
}

/** Released holds give their uses back. */
export async function giveBackUses(tx: Tx, intentIds: number[]): Promise<void> {
  if (intentIds.length === 0) return;
  const given = await tx
    .delete(couponUses)
    .where(and(inArray(couponUses.intentId, intentIds), isNull(couponUses.orderId)))
    .returning({ couponId: couponUses.couponId });
  for (const { couponId } of given)
    await tx
      .update(coupons)
      .set({ used: sql`${coupons.used} - 1` })
      .where(eq(coupons.id, couponId));
}

/** The orders a seeded shop placed on its coupons, as their uses. */
export async function countPlacedUses(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into coupon_uses (coupon_id, user_id, order_id, discount_paise, created_at)
      select c.id, o.user_id, o.id, o.promo_discount_paise, o.created_at
      from orders o join coupons c on c.code = o.promocode where o.promocode <> ''`);
  await tx.execute(sql`update coupons set used = (select count(*) from coupon_uses u where u.coupon_id = coupons.id)`);
}
