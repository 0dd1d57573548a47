import PDFDocument from 'pdfkit';
import type { InvoiceData } from './invoice-data';

// The built-in PDF fonts have no ₹ glyph, and no font package ships one: print "Rs.".
const money = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const dateText = (date: Date) =>
  date.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

const columns = { item: 50, qty: 330, unit: 380, total: 465, right: 545 } as const;

/** Renders a one-document A4 invoice and resolves with the PDF bytes. */
export function renderInvoice(invoice: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoice.invoiceNumber}`, Author: invoice.shopName, CreationDate: invoice.date },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(invoice.shopName, 50, 50);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(invoice.shopAddress, 50, 76, { width: 250 });
  doc
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('TAX INVOICE', 350, 50, { width: 195, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice no: ${invoice.invoiceNumber}`, 350, 72, { width: 195, align: 'right' });
  doc.text(`Date: ${dateText(invoice.date)}`, { width: 195, align: 'right' });
  doc.text(`Payment: ${invoice.paymentMode === 'O' ? 'Paid online' : 'Cash on delivery'}`, {
    width: 195,
    align: 'right',
  });

  doc.font('Helvetica-Bold').fontSize(11).text('Bill to', 50, 130);
  doc.font('Helvetica').fontSize(10).text(invoice.billTo.name);
  for (const line of invoice.billTo.lines) doc.text(line);
  if (invoice.billTo.phone) doc.text(`Phone: ${invoice.billTo.phone}`);

  let y = Math.max(doc.y + 20, 220);
  const header = (top: number) => {
    doc.font('Helvetica-Bold').fontSize(10);
    doc.text('Item', columns.item, top);
    doc.text('Qty', columns.qty, top, { width: 40, align: 'right' });
    doc.text('Unit', columns.unit, top, { width: 75, align: 'right' });
    doc.text('Total', columns.total, top, { width: 80, align: 'right' });
    doc
      .moveTo(columns.item, top + 14)
      .lineTo(columns.right, top + 14)
      .stroke();
    doc.font('Helvetica');
    return top + 20;
  };
  y = header(y);
  for (const line of invoice.lines) {
    if (y > 720) {
      doc.addPage();
      y = header(50);
    }
    doc.fontSize(10).text(line.title, columns.item, y, { width: 270 });
    const afterTitle = doc.y;
    if (line.details) doc.fontSize(8).fillColor('#555').text(line.details, columns.item, afterTitle, { width: 270 });
    doc.fillColor('#000').fontSize(10);
    doc.text(String(line.quantity), columns.qty, y, { width: 40, align: 'right' });
    doc.text(money(line.unit), columns.unit, y, { width: 75, align: 'right' });
    doc.text(money(line.total), columns.total, y, { width: 80, align: 'right' });
    y = Math.max(doc.y, afterTitle + (line.details ? 12 : 0)) + 8;
  }
  doc.moveTo(columns.item, y).lineTo(columns.right, y).stroke();
  y += 10;

  const summary: [string, string][] = [
    ['Sub total', money(invoice.subTotal)],
    ['Tax (GST)', money(invoice.tax)],
    ['Delivery', invoice.delivery === 0 ? 'Free' : money(invoice.delivery)],
  ];
  if (invoice.promoDiscount > 0) summary.push(['Coupon discount', `- ${money(invoice.promoDiscount)}`]);
  if (y > 680) {
    doc.addPage();
    y = 50;
  }
  for (const [label, value] of summary) {
    doc.fontSize(10).text(label, columns.unit - 60, y, { width: 135 });
    doc.text(value, columns.total, y, { width: 80, align: 'right' });
    y += 16;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('Total payable', columns.unit - 60, y + 4, { width: 135 });
  doc.text(money(invoice.payable), columns.total - 20, y + 4, { width: 100, align: 'right' });
  if (invoice.savings > 0) {
    doc.font('Helvetica').fontSize(9).fillColor('#2e7d32');
    doc.text(`You saved ${money(invoice.savings)} on offers.`, columns.item, y + 30);
    doc.fillColor('#000');
  }
  doc.font('Helvetica').fontSize(8).fillColor('#555');
  doc.text('Prices include the discounts shown. This is a computer-generated invoice.', columns.item, 770, {
    width: 495,
    align: 'center',
  });
  doc.end();
  return done;
}
