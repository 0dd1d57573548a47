import { and, asc, eq, inArray } from 'drizzle-orm';
import { API_PREFIX } from '../settings/api-prefix';
import type { AppContext } from '../context/context';
import { orderLines, orders, paymentIntents, returns, taxDocuments } from '../db/schema';
import { issueTicket } from '../invoices/ticket';
import { toRupees } from '../pricing/money';
import { texts } from '#rules/texts';
import { gstStateByCode } from '#rules/gst-states';
import { wireAttributes } from '../cart/cart-lines';
import type { Queryable } from '../db/connect';

export type OrderRow = typeof orders.$inferSelect;

type RefundFacts = Pick<
  typeof paymentIntents.$inferSelect,
  'orderId' | 'status' | 'amountPaise' | 'refundPaise' | 'refundedAt' | 'refundDueAt' | 'refundDuePaise'
>;

/** The money owed back on a cancelled or returned order paid online, and whether it went (decision 0023). */
function refundView(intent: RefundFacts | undefined) {
  if (!intent?.refundDueAt) return null;
  return {
    status: intent.status === 'refunded' ? ('refunded' as const) : ('due' as const),
    amount: toRupees(intent.refundPaise ?? intent.refundDuePaise ?? intent.amountPaise),
    refunded_at: intent.refundedAt?.toISOString() ?? null,
  };
}

/** The contract's Order for some order rows, in the given order, with lines and returns in two batched queries. */
export async function ordersView(ctx: AppContext, db: Queryable, rows: OrderRow[]) {
  const ids = rows.map((r) => r.id);
  const online = rows.filter((r) => r.paymentMode === 'O').map((r) => r.id);
  if (ids.length === 0) return [];
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
  const returned = await db.select().from(returns).where(inArray(returns.orderId, ids)).orderBy(asc(returns.id));
  const intents: RefundFacts[] =
    online.length === 0
      ? []
      : await db
          .select({
            orderId: paymentIntents.orderId,
            status: paymentIntents.status,
            amountPaise: paymentIntents.amountPaise,
            refundPaise: paymentIntents.refundPaise,
            refundedAt: paymentIntents.refundedAt,
            refundDueAt: paymentIntents.refundDueAt,
            refundDuePaise: paymentIntents.refundDuePaise,
          })
          .from(paymentIntents)
          .where(inArray(paymentIntents.orderId, online));
  // Only a cancelled or returned order has a credit note (decision 0051).
  const ended = rows.filter((r) => r.status === 'C' || r.status === 'R').map((r) => r.id);
  const credited = new Set(
    ended.length === 0
      ? []
      : (
          await db
            .select({ orderId: taxDocuments.orderId })
            .from(taxDocuments)
            .where(and(eq(taxDocuments.kind, 'credit_note'), inArray(taxDocuments.orderId, ended)))
        ).map((row) => row.orderId),
  );
  return viewsOf(ctx, rows, { lines, returned, intents, credited });
}

/** A line as its order's placement writes it, before the database numbers it. */
type NewLine = Omit<typeof orderLines.$inferSelect, 'id'>;

interface OrderFacts {
  lines: readonly NewLine[];
  returned: (typeof returns.$inferSelect)[];
  intents: RefundFacts[];
  credited: ReadonlySet<number>;
}

/**
 * The view of an order its placement writes, from the rows it writes: nothing to read back,
 * since a new order has no return, no refund and no credit note yet.
 */
export function newOrderView(ctx: AppContext, row: OrderRow, lines: readonly NewLine[]): OrderView {
  // Written in this order, so in id order, as ordersView reads them.
  return viewsOf(ctx, [row], { lines, returned: [], intents: [], credited: new Set() })[0]!;
}

function viewsOf(ctx: AppContext, rows: OrderRow[], { lines, returned, intents, credited }: OrderFacts) {
  const now = ctx.now();
  const documentUrl = (path: string, order: OrderRow) =>
    `${API_PREFIX}/${path}/${issueTicket(order.userId, order.id, now, ctx.config.secret)}/${order.id}`;
  const gstOf = (order: OrderRow) => {
    const own = lines.filter((l) => l.orderId === order.id);
    const sum = (amount: (line: (typeof own)[number]) => number) =>
      toRupees(own.reduce((total, line) => total + amount(line), 0));
    // An order placed before the shop kept its place of supply names it by its address's state.
    const place = gstStateByCode(order.placeOfSupply ?? '')?.name ?? order.address.var_state;
    return {
      cgst: sum((l) => l.cgstPaise),
      sgst: sum((l) => l.sgstPaise),
      igst: sum((l) => l.igstPaise),
      place_of_supply: place,
      included: order.pricesIncludeGst,
    };
  };
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
    var_gst: gstOf(order),
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
    invoice_url: order.status === 'D' ? documentUrl('invoice', order) : null,
    credit_note_url: credited.has(order.id) ? documentUrl('credit-note', order) : null,
    refund: refundView(intents.find((intent) => intent.orderId === order.id)),
    shipment:
      order.carrier && order.trackingNumber
        ? { carrier: order.carrier, tracking_number: order.trackingNumber, tracking_url: order.trackingUrl }
        : null,
  }));
}

export type OrderView = ReturnType<typeof viewsOf>[number];

export async function orderView(ctx: AppContext, db: Queryable, row: OrderRow): Promise<OrderView> {
  const [view] = await ordersView(ctx, db, [row]);
  return view!;
}

/** What placing an order answers: the order as placed, and what the shop says of it. */
export interface PlacedAnswer {
  message: string;
  data: OrderView;
}
