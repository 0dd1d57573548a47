/**
 * The tax invoice and the credit note as PDFs (issue 53): every field Rule 46 asks of an
 * invoice to a shopper, in the embedded Noto Sans, ₹ included; a credit note names its
 * invoice and carries the lines negated; a shop without a GSTIN issues no "Tax invoice".
 */
import { describe, expect, it } from 'vitest';
import { texts } from '#rules/texts';
import type { TaxDocumentData } from '#server/invoices/invoice-data';
import { renderTaxDocument } from '#server/invoices/render-invoice';
import { pdfText } from './pdf-text';

const invoice: TaxDocumentData = {
  kind: 'invoice',
  title: texts.gst.titles.invoice,
  supplier: {
    name: 'Statefront Fashion Pvt. Ltd.',
    address: '2nd Floor, 14 MI Road, Jaipur, Rajasthan 302001',
    gstin: '08AAHCS1234K1ZA',
    state: 'Rajasthan (08)',
  },
  number: 'SF/2627/123',
  date: new Date('2026-11-04T10:00:00Z'),
  againstInvoice: null,
  orderNumber: 'SF-000123',
  paymentMode: 'O',
  recipient: {
    name: 'Asha Rao',
    address: ['Flat 4, Lotus Apartments', 'Near City Mall', 'Pune, Maharashtra 411001', 'India'],
    phone: '9876543210',
  },
  placeOfSupply: { state: 'Maharashtra', code: '27' },
  lines: [
    {
      hsn: '6204',
      title: 'Teal Anarkali Kurta (Size: M)',
      quantity: 2,
      valuePaise: 2598_00,
      taxablePaise: 2598_00,
      ratePercent: 5,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 129_90,
    },
    {
      hsn: '7117',
      title: 'Oxidised Jhumka Earrings',
      quantity: 1,
      valuePaise: 900_00,
      taxablePaise: 810_00,
      ratePercent: 3,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 24_30,
    },
  ],
  delivery: 0,
  total: 2598_00 + 129_90 + 810_00 + 24_30,
};

describe('renderTaxDocument', () => {
  it('prints every Rule 46 field of an invoice to a shopper, ₹ in the embedded Noto Sans', async () => {
    const pdf = await renderTaxDocument(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).not.toContain('/Helvetica');
    const text = pdfText(pdf);
    for (const field of [
      // (a) the supplier's name, address and GSTIN
      'Statefront Fashion Pvt. Ltd.',
      '2nd Floor, 14 MI Road, Jaipur, Rajasthan 302001',
      'GSTIN: 08AAHCS1234K1ZA',
      // the document's name, (b) its number and (c) its date
      'Tax invoice',
      'Invoice no.',
      'SF/2627/123',
      '04 Nov 2026',
      // (e) the recipient's name and address, and where the goods go
      'Asha Rao',
      'Flat 4, Lotus Apartments',
      'Pune, Maharashtra 411001',
      // (m) the place of supply, its state's name and code
      'Place of supply',
      'Maharashtra (State code 27)',
      // (f) HSN, (g) description, (h) quantity and unit
      '6204',
      '7117',
      'Teal Anarkali Kurta (Size: M)',
      '2 PCS',
      // (i) value, (j) taxable value after discount, (k) rate and (l) amount of tax
      '₹1,299.00',
      '₹2,598.00',
      '₹900.00',
      '₹810.00',
      'IGST',
      '5% ₹129.90',
      '3% ₹24.30',
      // the total, (o) reverse charge, (p) the signature
      'Total ₹3,562.20',
      'Reverse charge No',
      'For Statefront Fashion Pvt. Ltd.',
      texts.gst.signatory,
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('\uFFFD');
  });

  it('splits a supply inside the shop’s state into CGST and SGST, each at half the rate', async () => {
    const text = pdfText(
      await renderTaxDocument({
        ...invoice,
        placeOfSupply: { state: 'Rajasthan', code: '08' },
        lines: [{ ...invoice.lines[0]!, igstPaise: 0, cgstPaise: 64_95, sgstPaise: 64_95 }],
        total: 2598_00 + 129_90,
      }),
    );
    for (const field of ['CGST', 'SGST', '2.5% ₹64.95', 'Rajasthan (State code 08)', 'Total ₹2,727.90'])
      expect(text, field).toContain(field);
    expect(text).not.toContain('IGST');
  });

  it('prints a credit note against its invoice, its amounts negative', async () => {
    const text = pdfText(
      await renderTaxDocument({
        ...invoice,
        kind: 'credit_note',
        title: texts.gst.titles.creditNote,
        number: 'SF/2627/C7',
        date: new Date('2026-11-09T10:00:00Z'),
        againstInvoice: { number: 'SF/2627/123', date: new Date('2026-11-04T10:00:00Z') },
        lines: [{ ...invoice.lines[0]!, valuePaise: -2598_00, taxablePaise: -2598_00, igstPaise: -129_90 }],
        total: -(2598_00 + 129_90),
      }),
    );
    for (const field of [
      'Credit note',
      'Credit note no.',
      'SF/2627/C7',
      '09 Nov 2026',
      'Against invoice SF/2627/123',
      'Invoice date 04 Nov 2026',
      '-₹2,598.00',
      '5% -₹129.90',
      'Total credited -₹2,727.90',
      texts.gst.signatory,
    ])
      expect(text, field).toContain(field);
  });

  it('without a GSTIN is an order summary: no tax invoice, no GSTIN line', async () => {
    const text = pdfText(
      await renderTaxDocument({
        ...invoice,
        title: texts.gst.titles.invoiceUnregistered,
        supplier: { ...invoice.supplier, gstin: '', state: '' },
      }),
    );
    expect(text).toContain(texts.gst.titles.invoiceUnregistered);
    expect(text).not.toContain('Tax invoice');
    expect(text).not.toContain('GSTIN');
  });
});
