import type { Paise } from '../pricing/money';
import type { PlaceOfSupply, TaxLine } from './tax-lines';

/**
 * Everything a tax invoice or a credit note prints (Rule 46 and Rule 53 of the CGST Rules,
 * 2017), already decided: a credit note's amounts are already negative.
 */
export interface TaxDocumentData {
  kind: 'invoice' | 'credit_note';
  /** "Tax invoice" or "Credit note"; a shop without a GSTIN says neither (rules/texts.ts). */
  title: string;
  supplier: {
    name: string;
    address: string;
    /** Empty when the shop is not registered for GST. */
    gstin: string;
    /** The state its GSTIN names, with its code ("Rajasthan (08)"); empty without a GSTIN. */
    state: string;
  };
  number: string;
  date: Date;
  /** A credit note names the invoice it undoes. */
  againstInvoice: { number: string; date: Date } | null;
  orderNumber: string;
  paymentMode: 'C' | 'O';
  recipient: { name: string; address: string[]; phone: string };
  placeOfSupply: PlaceOfSupply;
  lines: TaxLine[];
  delivery: Paise;
  /** The sum of the lines' taxable values and taxes, and the delivery. */
  total: Paise;
}
