import { asc, inArray } from 'drizzle-orm';
import { API_PREFIX } from '../api-prefix';
import type { AppContext } from '../context';
import { orderLines, orders, returns } from '../db/schema';
import { issueTicket } from '../invoices/ticket';
import { toRupees } from '../pricing/money';
import { texts } from '../../spec/texts';
import { wireAttributes } from '../cart/cart-lines';
import type { Queryable } from '../db/connect';

export type OrderRow = typeof orders.$inferSelect;

/** The contract's Order for some order rows, in the given order, with lines and returns in two batched queries. */
export async function ordersView(ctx: AppContext, db: Queryable, rows: OrderRow[]) {
  const ids = rows.map((r) => r.id);
  const [lines, returned] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
          db.select().from(returns).where(inArray(returns.orderId, ids)).orderBy(asc(returns.id)),
        ]);
  const now = ctx.now();
  return rows.map((order) => ({
    int_glcode: order.id,
    order_id: order.orderNumber,
    dt_createddate: order.createdAt.toISOString(),
    chr_status: order.status,
    chr_status_text: texts.orderStatus[order.status],
    var_payable_amount: toRupees(order.payablePaise),
    var_total_amount: toRupees(order.totalPaise),
    var_discount_amount: toRupees(order.discountPaise),
    var_promo_discount: toRupees(order.promoDiscountPaise),
    var_delivery_charge: toRupees(order.deliveryPaise),
    var_tax: toRupees(order.taxPaise),
    var_payment_mode: order.paymentMode,
    var_promocode: order.promocode,
    var_user_address: order.address,
    fk_product_arr: lines
      .filter((l) => l.orderId === order.id)
      .map((l) => ({
        int_glcode: l.productId,
        var_title: l.title,
        var_slug: l.slug,
        var_image: l.image,
        var_unit: l.quantity,
        total_amount: toRupees(l.lineTotalPaise),
        selling_price: toRupees(l.unitPricePaise),
        variants: { int_glCode: l.variantId, attributes: wireAttributes(l.attributes) },
      })),
    returnProduct: returned
      .filter((r) => r.orderId === order.id)
      .map((r) => ({ fk_product: r.productId, fk_variant: r.variantId, return_text: r.reason })),
    invoice_url:
      order.status === 'D' ? `${API_PREFIX}/invoice/${issueTicket(order.userId, order.id, now, ctx.config.secret)}/${order.id}` : null,
  }));
}

export type OrderView = Awaited<ReturnType<typeof ordersView>>[number];

export async function orderView(ctx: AppContext, db: Queryable, row: OrderRow): Promise<OrderView> {
  const [view] = await ordersView(ctx, db, [row]);
  return view!;
}
