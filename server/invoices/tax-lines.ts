/**
 * The one place the shop's GST documents read an order's tax from (issue 53): each line's
 * HSN, taxable value, rate and CGST, SGST or IGST, and the order's place of supply. The
 * invoice, the credit note and the month's report read nothing else of an order's tax.
 *
 * PLACEHOLDER BODY, until the tax engine lands: it works from what order lines hold today
 * (a flat 5% on each line's value, every supply inside the shop's state, one HSN for
 * everything). The merge replaces orderTaxLines's body by a read of the engine's stored
 * columns (each line's HSN, taxable value after its share of the coupon, rate and split)
 * and drops the three PLACEHOLDER_ constants; the shapes below stay.
 */
import { asc, eq } from 'drizzle-orm';
import { gstStateByName } from '#rules/gst-states';
import type { Queryable } from '../db/connect';
import { orderLines, orders } from '../db/schema';
import { percentOf } from '../pricing/money';

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

/** What the merge replaces: the demo's garments are chapter 62 (women's suits, dresses, skirts). */
export const PLACEHOLDER_HSN = '6204';
/** What the merge replaces: the one rate server/pricing/totals.ts charges today. */
export const PLACEHOLDER_RATE_PERCENT = 5;

/** An order's lines as the tax documents print them, in the order they were bought. */
export async function orderTaxLines(db: Queryable, orderId: number): Promise<OrderTax> {
  const [[order], lines] = await Promise.all([
    db.select({ address: orders.address }).from(orders).where(eq(orders.id, orderId)),
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
  ]);
  if (!order) throw new Error(`no order ${orderId}`);
  const state = gstStateByName(order.address.var_state);
  return {
    placeOfSupply: { state: state?.name ?? order.address.var_state, code: state?.code ?? '' },
    lines: lines.map((line) => {
      const options = line.attributes.map((attribute) => `${attribute.title}: ${attribute.value}`).join(', ');
      const half = percentOf(line.lineTotalPaise, PLACEHOLDER_RATE_PERCENT / 2);
      return {
        hsn: PLACEHOLDER_HSN,
        title: options ? `${line.title} (${options})` : line.title,
        quantity: line.quantity,
        valuePaise: line.lineTotalPaise,
        taxablePaise: line.lineTotalPaise,
        ratePercent: PLACEHOLDER_RATE_PERCENT,
        cgstPaise: half,
        sgstPaise: half,
        igstPaise: 0,
      };
    }),
  };
}
