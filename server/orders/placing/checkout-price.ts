/** The cart as a placement prices it: now, from the shop's data, with the coupon, for the shopper's own address. */
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '#server/context/context';
import type { Queryable } from '#server/db/connect';
import { executeNamed } from '#server/db/prepared';
import { conflict, badRequest, notFound } from '#server/messages/errors';
import { messages } from '#server/messages/messages';
import type { Body } from '#server/contract/handler-types';
import { cartTotals } from '#server/pricing/totals';
import { texts } from '#rules/texts';
import { gstStateByName } from '#rules/gst-states';
import { wireAddress, type AddressFields } from '#server/account/addresses';
import { cartColumn, type CartItem } from '#server/cart/cart-lines';
import { promoDiscount } from '#server/cart/coupons';
import { taxWay } from '#server/pricing/shop-tax';
import { siteContentColumn, siteContentOf } from '#server/db/site-content';
import type { IntentSnapshot } from '../payments/holds';

export type PlaceOrderBody = Body<'placeOrder'>;

/** What a placement prices from, read in one statement; a turn reads it beside its own look (shopper-lock.ts). */
export function checkoutColumns(user: number, addressId: number): SQL {
  return sql`(select json_build_object('id', a.id, 'houseNo', a.house_no, 'appName', a.app_name, 'landmark', a.landmark,
                       'country', a.country, 'state', a.state, 'city', a.city, 'pincode', a.pincode, 'chrType', a.chr_type)
                from addresses a where a.id = ${addressId} and a.user_id = ${user}) as checkout_address,
             ${siteContentColumn('invoice_details')} as checkout_shop,
             ${cartColumn(user)} as checkout_cart`;
}

/** The columns checkoutColumns names, in the row of the statement that read them. */
type CheckoutRead = {
  /** None: another's address, or one deleted meanwhile. */
  checkout_address: AddressFields | null;
  checkout_shop: unknown;
  checkout_cart: CartItem[];
};

export async function priceCheckout(
  ctx: AppContext,
  q: Queryable,
  user: number,
  body: PlaceOrderBody,
  /** The row a turn read checkoutColumns in (shopper-lock.ts), or none: read here. */
  read?: Record<string, unknown>,
): Promise<IntentSnapshot> {
  const row =
    (read as CheckoutRead | undefined) ??
    (await executeNamed<CheckoutRead>(ctx.db, q, sql`select ${checkoutColumns(user, body.var_adress_id)}`)).rows[0]!;
  // Another's address, or one deleted meanwhile: 404, as reading it alone would.
  if (!row.checkout_address) throw notFound(messages.addresses.notFound);
  const address = wireAddress(row.checkout_address);
  const shop = row.checkout_shop == null ? undefined : siteContentOf('invoice_details', row.checkout_shop);
  // The place of supply decides CGST and SGST or IGST: a state the shop cannot tell is never guessed.
  const state = gstStateByName(address.var_state);
  if (!state) throw badRequest(texts.gst.unknownState);
  const items = row.checkout_cart;
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

/** The payable total; throws a 409 naming the new one when the shopper sent another total they saw (a price may have changed since). */
export function payableOrThrow(checkout: IntentSnapshot, body: PlaceOrderBody): number {
  const payable = checkout.totals.grossTotal - checkout.promoDiscount;
  if (body.amount !== undefined && body.amount !== payable) throw conflict(messages.payments.totalChanged(payable));
  return payable;
}
