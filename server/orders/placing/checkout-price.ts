/** The cart as a placement prices it: now, from the shop's data, with the coupon, for the shopper's own address. */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '#server/context/context';
import type { Queryable } from '#server/db/connect';
import { conflict, badRequest, notFound } from '#server/messages/errors';
import { messages } from '#server/messages/messages';
import type { Body } from '#server/contract/handler-types';
import { cartTotals } from '#server/pricing/totals';
import { texts } from '#rules/texts';
import { gstStateByName } from '#rules/gst-states';
import { wireAddress } from '#server/account/addresses';
import { readCart } from '#server/cart/cart-lines';
import { promoDiscount } from '#server/cart/coupons';
import { taxWay } from '#server/pricing/shop-tax';
import { addresses } from '#server/db/schema';
import { siteContentColumn, siteContentOf } from '#server/db/site-content';
import type { IntentSnapshot } from '../payments/holds';

export type PlaceOrderBody = Body<'placeOrder'>;

export async function priceCheckout(
  ctx: AppContext,
  q: Queryable,
  user: number,
  body: PlaceOrderBody,
): Promise<IntentSnapshot> {
  const { row, shop } = await addressAndShop(q, user, body.var_adress_id);
  const address = wireAddress(row);
  // The place of supply decides CGST and SGST or IGST: a state the shop cannot tell is never guessed.
  const state = gstStateByName(address.var_state);
  if (!state) throw badRequest(texts.gst.unknownState);
  const items = await readCart(q, user);
  if (items.length === 0) throw badRequest(texts.cartEmpty);
  const way = taxWay(shop, ctx.now());
  const promocode = body.var_promocode.trim().toUpperCase();
  const promo = promocode ? await promoDiscount(q, promocode, cartTotals(items, way).subTotal, ctx.now(), user) : 0;
  const totals = cartTotals(items, way, promo);
  const checkout = {
    items,
    totals,
    promoDiscount: promo,
    promocode,
    address,
    phone: body.var_phone,
    way,
    placeOfSupply: state.code,
  };
  return checkout;
}

/** The shopper's own address (404 for another's) and the shop's invoice details, in one statement: a turn counts them. */
async function addressAndShop(q: Queryable, user: number, id: number) {
  const [found] = await q
    .select({
      row: addresses,
      shop: siteContentColumn('invoice_details'),
    })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, user)));
  if (!found) throw notFound(messages.addresses.notFound);
  return { row: found.row, shop: found.shop == null ? undefined : siteContentOf('invoice_details', found.shop) };
}

/** The payable total; throws a 409 naming the new one when the shopper sent another total they saw (a price may have changed since). */
export function payableOrThrow(checkout: IntentSnapshot, body: PlaceOrderBody): number {
  const payable = checkout.totals.grossTotal - checkout.promoDiscount;
  if (body.amount !== undefined && body.amount !== payable) throw conflict(messages.payments.totalChanged(payable));
  return payable;
}
