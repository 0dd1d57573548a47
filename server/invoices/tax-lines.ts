/**
 * The one place the shop's GST documents read an order's tax from (issues 53, decision 0052): each line's HSN,
 * taxable value, rate and CGST, SGST or IGST as the order was charged them when placed, and its place of supply.
 * The invoice, the credit note and the month's report read nothing else of an order's tax.
 */
import { asc, eq } from 'drizzle-orm';
import { gstStateByCode, gstStateByName } from '#rules/gst-states';
import type { Queryable } from '../db/connect';
import { orderLines, orders, refunds } from '../db/schema';

/** One line of a tax document, amounts in paise. */
export interface TaxLine {
  hsn: string;
  /** The line's description: its product's title and options (Size: M, Colour: Teal). */
  title: string;
  quantity: number;
  /** The line's value before any discount: its unit price times its quantity. */
  valuePaise: number;
  /** The value tax is charged on: the line after its share of the coupon. */
  taxablePaise: number;
  /** The whole rate (5, 18); CGST and SGST are each half of it. */
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The state goods are delivered to, with its GST code ('' when the address names no state of the list). */
export interface PlaceOfSupply {
  state: string;
  code: string;
}

export interface OrderTax {
  placeOfSupply: PlaceOfSupply;
  lines: TaxLine[];
}

/** An order's lines as the tax documents print them, in the order they were bought. */
export async function orderTaxLines(db: Queryable, orderId: number): Promise<OrderTax> {
  const [[order], lines] = await Promise.all([
    db
      .select({ address: orders.address, placeOfSupply: orders.placeOfSupply })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
  ]);
  if (!order) throw new Error(`no order ${orderId}`);
  // An order placed before the shop kept its place of supply names it by its address's state.
  const state = gstStateByCode(order.placeOfSupply ?? '') ?? gstStateByName(order.address.var_state);
  return {
    placeOfSupply: { state: state?.name ?? order.address.var_state, code: state?.code ?? '' },
    lines: lines.map((line) => {
      const options = line.attributes.map((attribute) => `${attribute.title}: ${attribute.value}`).join(', ');
      return {
        hsn: line.hsn,
        title: options ? `${line.title} (${options})` : line.title,
        quantity: line.quantity,
        valuePaise: line.lineTotalPaise,
        taxablePaise: line.taxablePaise,
        ratePercent: line.gstPercent,
        cgstPaise: line.cgstPaise,
        sgstPaise: line.sgstPaise,
        igstPaise: line.igstPaise,
      };
    }),
  };
}

/** What one document covers: its lines (a credit note's not yet negated) and its delivery, in paise. */
export interface DocumentTax extends OrderTax {
  deliveryPaise: number;
}

/**
 * The lines a tax document covers. An invoice, and a credit note of the whole order: the order's lines as charged.
 * A refund's credit note (decision 0055): its share of each line's value, taxable value and tax, and of the delivery,
 * each rounded to the paisa (CGST and SGST kept equal), the paisa left by rounding on the first line's taxable value,
 * so the note adds up to the refund exactly. It returns no goods: its quantities are 0.
 */
export async function documentTaxLines(
  db: Queryable,
  document: { orderId: number; refundId: number | null },
): Promise<DocumentTax> {
  const tax = await orderTaxLines(db, document.orderId);
  const [order] = await db
    .select({ payable: orders.payablePaise, delivery: orders.deliveryPaise })
    .from(orders)
    .where(eq(orders.id, document.orderId));
  if (document.refundId === null) return { ...tax, deliveryPaise: order!.delivery };
  const [refund] = await db
    .select({ amount: refunds.amountPaise })
    .from(refunds)
    .where(eq(refunds.id, document.refundId));
  const share = (paise: number) => Math.round((paise * refund!.amount) / order!.payable);
  const lines = tax.lines.map((line) => {
    const half = share(line.cgstPaise);
    return {
      ...line,
      quantity: 0,
      valuePaise: share(line.valuePaise),
      taxablePaise: share(line.taxablePaise),
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: share(line.igstPaise),
    };
  });
  const deliveryPaise = share(order!.delivery);
  const total = lines.reduce((sum, l) => sum + l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise, deliveryPaise);
  if (lines[0]) lines[0].taxablePaise += refund!.amount - total;
  return { placeOfSupply: tax.placeOfSupply, lines, deliveryPaise };
}
