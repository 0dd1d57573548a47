import { eq } from 'drizzle-orm';
import { gstStateByCode } from '#rules/gst-states';
import { texts } from '#rules/texts';
import type { Queryable } from '../db/connect';
import { shopStateCode } from '../pricing/shop-tax';
import { orders, users } from '../db/schema';
import { readSiteContents } from '../db/site-content';
import type { TaxDocumentData } from './invoice-data';
import type { TaxDocument } from './tax-documents';
import { documentTaxLines, type TaxLine } from './tax-lines';

type OrderRow = typeof orders.$inferSelect;

const negated = (line: TaxLine): TaxLine => ({
  ...line,
  valuePaise: -line.valuePaise,
  taxablePaise: -line.taxablePaise,
  cgstPaise: -line.cgstPaise,
  sgstPaise: -line.sgstPaise,
  igstPaise: -line.igstPaise,
});

/**
 * What an order's invoice, or the credit note that undoes it, prints: the shop as its
 * settings name it, the shopper and the address delivered to, and the lines as
 * documentTaxLines gives them (a credit note's with their signs reversed).
 */
export async function taxDocumentData(
  db: Queryable,
  order: OrderRow,
  document: TaxDocument,
  invoice: TaxDocument,
): Promise<TaxDocumentData> {
  const [[buyer], shop, tax] = await Promise.all([
    db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, order.userId)),
    readSiteContents(db, ['company_details', 'contact_details', 'invoice_details']),
    documentTaxLines(db, document),
  ]);
  const details = shop.invoice_details;
  const gstin = details?.gstin ?? '';
  const state = gstStateByCode(shopStateCode(details));
  const credit = document.kind === 'credit_note';
  const titles = texts.gst.titles;
  const sign = credit ? -1 : 1;
  const lines = credit ? tax.lines.map(negated) : tax.lines;
  const delivery = sign * tax.deliveryPaise;
  const total = lines.reduce(
    (sum, line) => sum + line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise,
    delivery,
  );
  const a = order.address;
  return {
    kind: document.kind,
    title: credit
      ? gstin
        ? titles.creditNote
        : titles.creditNoteUnregistered
      : gstin
        ? titles.invoice
        : titles.invoiceUnregistered,
    supplier: {
      name: details?.legal_name || shop.company_details?.site_name || 'Statefront',
      address: details?.legal_address || shop.contact_details?.address || '',
      gstin,
      state: state ? `${state.name} (${state.code})` : '',
    },
    number: document.number,
    date: document.issuedAt,
    againstInvoice: credit ? { number: invoice.number, date: invoice.issuedAt } : null,
    orderNumber: order.orderNumber,
    paymentMode: order.paymentMode,
    recipient: {
      name: `${buyer?.firstName ?? ''} ${buyer?.lastName ?? ''}`.trim(),
      address: [
        `${a.var_house_no}, ${a.var_app_name}`,
        a.var_landmark,
        `${a.var_city}, ${a.var_state} ${a.var_pincode}`,
        a.var_country,
      ].filter(Boolean),
      phone: order.phone,
    },
    placeOfSupply: tax.placeOfSupply,
    lines,
    delivery,
    total,
  };
}
