import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '#server/context/context';
import { cartLines, orderLines, orders, type AddressSnapshot } from '#server/db/schema';
import type { Totals } from '#server/pricing/totals';
import { splitTax, type TaxWay } from '#server/pricing/gst';
import { shopStateCode } from '#server/pricing/shop-tax';
import type { CartItem } from '#server/cart/cart-lines';
import type { Tx } from '#server/db/connect';
import { messages } from '#server/messages/messages';
import { storeAnswer } from './idempotency';
import { mailOrder } from '../order-mails';
import { newOrderView, type PlacedAnswer } from '../order-view';
import { takeStock } from '../stock';
import { takeOverClaim, type Claim } from './stock-claims';
import type { ShopDetails } from './checkout-price';
import { takeCouponUse, useBecomesOrders } from '#server/cart/coupon-uses';
import { momentOf } from '#server/mail/outbox';
import { issueNewInvoice } from '#server/invoices/tax-documents';

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
  /** The shop's invoice details, read in this transaction: its state (CGST and SGST or IGST) and invoice prefix. */
  shop: ShopDetails;
}

export const orderNumber = (id: number) => `SF-${String(id).padStart(6, '0')}`;

/** In the caller's transaction, the row first: a duplicate key or provider order fails before any stock moves. */
export async function createOrder(ctx: AppContext, tx: Tx, order: NewOrder): Promise<PlacedAnswer> {
  // Drawn first so the order number is written with the row.
  const next = await tx.execute<{ id: number | string }>(
    sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`,
  );
  const id = Number(next.rows[0]!.id);
  const { totals } = order;
  const [row] = await tx
    .insert(orders)
    .values({
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
      createdAt: ctx.now(),
      idempotencyKey: order.idempotencyKey,
    })
    .returning();

  const { shop } = order;
  const inside = order.placeOfSupply === shopStateCode(shop);
  const lines = await tx
    .insert(orderLines)
    .values(
      order.items.map((item, i) => ({
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
      })),
    )
    .returning();
  const emptied = tx.delete(cartLines).where(
    and(
      eq(cartLines.userId, order.userId),
      inArray(
        cartLines.variantId,
        order.items.map((i) => i.variantId),
      ),
    ),
  );
  const answer: PlacedAnswer = { message: messages.orders.placed, data: newOrderView(ctx, row!, lines) };
  await storeAnswer(tx, id, order.requestHash, answer, emptied);
  await mailOrder(tx, { order: row!, lines }, 'placed', momentOf(ctx));
  // A payment's hold already took the units at step 1 (decision 0014), and the coupon's use with them (0060). Late,
  // so buyers of one variant, or of a coupon's last uses, queue on its row only for the invoice and the commit (0057).
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
  if (order.claim) await takeOverClaim(tx, order.claim, order.items, momentOf(ctx));
  else if (!order.stockHeld) await takeStock(tx, order.items);
  // Last, so the series' counter is held only for the commit (decision 0051).
  await issueNewInvoice(tx, id, ctx.now(), shop?.invoice_prefix);
  return answer;
}
