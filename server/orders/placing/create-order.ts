import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '#server/context/context';
import { cartLines, orderLines, orders, type AddressSnapshot } from '#server/db/schema';
import type { Totals } from '#server/pricing/totals';
import { splitTax, type TaxWay } from '#server/pricing/gst';
import { shopStateCode } from '#server/pricing/shop-tax';
import type { CartItem } from '#server/cart/cart-lines';
import type { Tx } from '#server/db/connect';
import { messages } from '#server/messages/messages';
import { storedAnswerFor } from './idempotency';
import { orderEventMail } from '../order-mails';
import { newOrderView, type OrderRow, type PlacedAnswer } from '../order-view';
import { mailContextOf, mailContextSql, type ContextRow } from '#server/mail/mail-context';
import { takeStock } from '../stock';
import { claimTaken, takeClaimWrites, type Claim, type ClaimLine } from './stock-claims';
import { takeCouponUse, useBecomesOrders } from '#server/cart/coupon-uses';
import { enqueueMail, momentOf } from '#server/mail/outbox';
import { newInvoiceWrites } from '#server/invoices/tax-documents';
import { together, type NamedWrite } from '#server/db/together';
import { executeNamed } from '#server/db/prepared';
import { siteContentColumn, siteContentOf } from '#server/db/site-content';

export interface NewOrder {
  userId: number;
  items: CartItem[];
  /** Priced with the coupon: each line's tax after its share of it (decision 0052). */
  totals: Totals;
  way: TaxWay;
  /** The delivery address's GST state code. */
  placeOfSupply: string;
  promoDiscount: number;
  promocode: string;
  address: AddressSnapshot;
  phone: string;
  paymentMode: 'C' | 'O';
  paymentId: string;
  providerOrderId: string | null;
  idempotencyKey: string | null;
  requestHash: string;
  /** True when online step 1 already holds these units (and the coupon's use) for the payment. */
  stockHeld: boolean;
  /** The online payment whose hold this order settles. */
  intentId?: number;
  /** The units its placement claimed as it came in, taken over instead of taken (decision 0070). */
  claim?: Claim | null;
  /** More writes for the statement that writes the order (a settled payment's intent marked paid), given its id. */
  alongside?: (orderId: number) => NamedWrite[];
}

/** A new order's statement is sent named up to this many lines: one name per cart size, so never without bound. */
const NAMED_UP_TO_LINES = 8;

export const orderNumber = (id: number) => `SF-${String(id).padStart(6, '0')}`;

/** In the caller's transaction: its rows, its mail and its invoice written in one statement, last before the commit. */
export async function createOrder(ctx: AppContext, tx: Tx, order: NewOrder): Promise<PlacedAnswer> {
  const at = momentOf(ctx);
  const { claim } = order;
  // One statement: the order's id, drawn first so its number is written with its row, what its mail is written
  // with, the shop's invoice details (its state: CGST and SGST or IGST; its prefix), and its placement's claim taken
  // over (deleted, its lines returned).
  const { rows: drawn } = await executeNamed<
    ContextRow & { id: number | string; shop: unknown; claimed: ClaimLine[] | null }
  >(
    ctx.db,
    tx,
    mailContextSql(order.userId, 'order-placed', {
      first: claim ? together(takeClaimWrites(claim), sql``) : sql``,
      also: sql`, nextval(pg_get_serial_sequence('orders', 'id')) as id,
                ${siteContentColumn('invoice_details')} as shop,
                ${claim ? sql`(select lines from taken_claim)` : sql`null`} as claimed`,
    }),
  );
  if (!drawn[0]) throw new Error(`no shopper ${order.userId} to place an order for`);
  const id = Number(drawn[0].id);
  const context = mailContextOf(drawn[0], 'order-placed', at.publicUrl);
  const shop = drawn[0].shop == null ? undefined : siteContentOf('invoice_details', drawn[0].shop);
  const { totals } = order;
  // The rows as written, so the answer and the mail are made before the one statement that writes them all.
  const row: OrderRow = {
    id,
    orderNumber: orderNumber(id),
    userId: order.userId,
    status: 'A',
    totalPaise: totals.subTotal,
    discountPaise: totals.discountTotal,
    promoDiscountPaise: order.promoDiscount,
    deliveryPaise: totals.deliveryCharge,
    taxPaise: totals.gstTotal,
    payablePaise: totals.grossTotal - order.promoDiscount,
    paymentMode: order.paymentMode,
    paymentId: order.paymentId,
    providerOrderId: order.providerOrderId,
    promocode: order.promocode,
    address: order.address,
    phone: order.phone,
    placeOfSupply: order.placeOfSupply,
    pricesIncludeGst: order.way.pricesIncludeGst,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    refundedPaise: 0,
    createdAt: at.now,
    idempotencyKey: order.idempotencyKey,
    idempotentResponse: null,
  };
  const inside = order.placeOfSupply === shopStateCode(shop);
  const lines = order.items.map((item, i) => ({
    orderId: id,
    productId: item.productId,
    variantId: item.variantId,
    title: item.title,
    slug: item.slug,
    image: item.image,
    attributes: item.attributes,
    unitPricePaise: item.sellingPrice,
    quantity: item.quantity,
    lineTotalPaise: item.sellingPrice * item.quantity,
    ...splitTax(totals.taxes[i]!, inside),
  }));
  const answer: PlacedAnswer = { message: messages.orders.placed, data: newOrderView(ctx, row, lines) };
  const to = { email: context.email, firstName: context.firstName };
  const mail = orderEventMail(context.look, { order: row, lines, to }, 'placed', context.wording);
  // The coupon's use and the stock first: the writes below issue the invoice, whose series' counter is then held for
  // that statement and the commit only (decision 0051). A payment's hold already took the units at step 1 (decision
  // 0014), and the coupon's use with them (0060).
  if (order.promocode) {
    const held = order.stockHeld && order.intentId !== undefined && (await useBecomesOrders(tx, order.intentId, id));
    if (!held)
      await takeCouponUse(tx, {
        code: order.promocode,
        userId: order.userId,
        discountPaise: order.promoDiscount,
        orderId: id,
      });
  }
  if (claim) await claimTaken(tx, claim, drawn[0].claimed, order.items, at);
  else if (!order.stockHeld) await takeStock(tx, order.items);
  const writes: NamedWrite[] = [
    ['new_order', tx.insert(orders).values({ ...row, idempotentResponse: storedAnswerFor(order.requestHash, answer) })],
    ['new_lines', tx.insert(orderLines).values(lines)],
    [
      'emptied_cart',
      tx.delete(cartLines).where(
        and(
          eq(cartLines.userId, order.userId),
          inArray(
            cartLines.variantId,
            order.items.map((i) => i.variantId),
          ),
        ),
      ),
    ],
    ...newInvoiceWrites(id, at.now, shop?.invoice_prefix),
    ...(order.alongside?.(id) ?? []),
  ];
  // Its words follow the cart's lines only: named for the carts most orders are (decision 0080).
  await enqueueMail(tx, mail, at.now, writes, lines.length <= NAMED_UP_TO_LINES ? ctx.db : undefined);
  return answer;
}
