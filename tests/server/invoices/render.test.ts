import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { renderInvoice } from '#server/invoices/render-invoice';

/** The text-drawing operators of every page, inflated, so a test can read what was printed. */
function pageText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      out.push(inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1'));
    } catch {
      // not a deflated content stream (e.g. a font)
    }
  }
  // pdfkit writes each run as [<hex> kerning <hex> ...] TJ; drop the kerning numbers
  const runs = out.join('\n').match(/\[[^\]]*\]\s*TJ/g) ?? [];
  return runs
    .map((run) =>
      [...run.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join(''),
    )
    .join(' ');
}

describe('renderInvoice', () => {
  it('renders a real PDF with number, bill-to, lines and totals', async () => {
    const pdf = await renderInvoice({
      shopName: 'Statefront',
      shopAddress: '12 MG Road, Bengaluru 560001',
      invoiceNumber: 'SF-000123',
      date: new Date('2026-03-04T10:00:00Z'),
      paymentMode: 'C',
      billTo: {
        name: 'Asha Rao',
        lines: ['Flat 4, Lotus Apartments', 'Bengaluru, Karnataka 560034, India'],
        phone: '9876543210',
      },
      lines: [{ title: 'Teal Anarkali Kurta', details: 'Size: M', quantity: 2, unit: 1499_00, total: 2998_00 }],
      subTotal: 2998_00,
      tax: 149_90,
      delivery: 0,
      savings: 1000_00,
      promoDiscount: 299_80,
      payable: 2848_10,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const text = pageText(pdf);
    for (const expected of [
      'Statefront',
      'SF-000123',
      'Asha Rao',
      'Teal Anarkali Kurta',
      'Rs. 2,998.00',
      'Rs. 149.90',
      'Rs. 2,848.10',
      'Free',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
  });
});
