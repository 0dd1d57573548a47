import type { Paise } from '../pricing/money';

/** Everything an invoice shows, already decided (amounts in paise). */
export interface InvoiceData {
  shopName: string;
  shopAddress: string;
  invoiceNumber: string;
  date: Date;
  paymentMode: 'C' | 'O';
  billTo: { name: string; lines: string[]; phone: string };
  lines: InvoiceLine[];
  subTotal: Paise;
  tax: Paise;
  delivery: Paise;
  /** Offer savings already inside the unit prices; shown for the shopper's information. */
  savings: Paise;
  promoDiscount: Paise;
  payable: Paise;
}

export interface InvoiceLine {
  title: string;
  /** e.g. "Size: M, Colour: Teal" */
  details: string;
  quantity: number;
  unit: Paise;
  total: Paise;
}
