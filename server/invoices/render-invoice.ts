/**
 * A tax invoice or a credit note as an A4 PDF, with every field Rule 46 (and Rule 53 for a
 * credit note) of the CGST Rules, 2017 asks of a supply to a shopper who is not registered.
 * Printed in Noto Sans, embedded (only the glyphs used), because PDF's built-in fonts have
 * no ₹ (decision 0051).
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { texts } from '#rules/texts';
import { rupees } from '#rules/rupees';
import type { TaxDocumentData } from './invoice-data';
import type { TaxLine } from './tax-lines';

const fontFile = (style: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${style}/NotoSans_${style}.ttf`);
const FONTS = { regular: fontFile('400Regular'), bold: fontFile('700Bold') };

/** Every good the shop sells is counted in pieces: GSTR-1's unit quantity code for them. */
export const UNIT_OF_QUANTITY = 'PCS';

export const money = (paise: number): string => `${paise < 0 ? '-' : ''}₹${rupees.format(Math.abs(paise) / 100)}`;

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const dateText = (date: Date) => dateFormat.format(date);

const rate = (percent: number) => `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;

const LEFT = 36;
const RIGHT = 559;
const BOTTOM = 790;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: TaxLine, index: number) => string;
}

/** The line table: CGST and SGST inside the shop's state, IGST across states (Rule 46(k), (l)). */
function columnsFor(lines: TaxLine[]): Column[] {
  const interState = lines.some((line) => line.igstPaise !== 0);
  const tax = (title: string, amount: (line: TaxLine) => number, share: number): Column => ({
    title,
    width: 54,
    align: 'right',
    cell: (line) => `${rate(line.ratePercent * share)}\n${money(amount(line))}`,
  });
  const shared: Column[] = [
    { title: '#', width: 14, align: 'left', cell: (_, i) => String(i + 1) },
    { title: 'Description of goods', width: 0, align: 'left', cell: (line) => line.title },
    { title: 'HSN', width: 34, align: 'left', cell: (line) => line.hsn },
    // A refund's credit note returns no goods: its lines are value only (decision 0055).
    {
      title: 'Qty',
      width: 38,
      align: 'right',
      cell: (line) => (line.quantity ? `${line.quantity} ${UNIT_OF_QUANTITY}` : '—'),
    },
    {
      title: 'Unit price',
      width: 54,
      align: 'right',
      cell: (line) => (line.quantity ? money(Math.round(line.valuePaise / line.quantity)) : '—'),
    },
    { title: 'Value', width: 56, align: 'right', cell: (line) => money(line.valuePaise) },
    { title: 'Taxable value', width: 56, align: 'right', cell: (line) => money(line.taxablePaise) },
  ];
  const taxes = interState
    ? [tax('IGST', (line) => line.igstPaise, 1)]
    : [tax('CGST', (line) => line.cgstPaise, 0.5), tax('SGST', (line) => line.sgstPaise, 0.5)];
  const columns = [...shared, ...taxes];
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  columns[1]!.width = RIGHT - LEFT - fixed;
  return columns;
}

/** Renders one tax document and resolves with the PDF's bytes. */
export function renderTaxDocument(data: TaxDocumentData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${data.title} ${data.number}`, Author: data.supplier.name, CreationDate: data.date },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const grey = () => doc.fillColor('#555555');
  const black = () => doc.fillColor('#000000');

  // The supplier (Rule 46(a)), and the document's name, number and date (Rule 46(b), (c)).
  doc.font('bold').fontSize(14).text(data.supplier.name, LEFT, 36, { width: 300 });
  doc.font('regular').fontSize(8.5);
  grey().text(data.supplier.address, { width: 300 });
  black();
  if (data.supplier.gstin) {
    doc.font('bold').text(`GSTIN: ${data.supplier.gstin}`, { width: 300 });
    doc.font('regular').text(`State: ${data.supplier.state}`, { width: 300 });
  }
  const headerBottom = doc.y;
  const facts: [string, string][] = [
    [data.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', data.number],
    ['Date', dateText(data.date)],
  ];
  if (data.againstInvoice) {
    facts.push(['Against invoice', data.againstInvoice.number], ['Invoice date', dateText(data.againstInvoice.date)]);
  }
  facts.push(
    ['Order', data.orderNumber],
    ['Payment', data.paymentMode === 'O' ? 'Paid online' : 'Cash on delivery'],
    ['Reverse charge', 'No'],
  );
  doc
    .font('bold')
    .fontSize(16)
    .text(data.title, 340, 36, { width: RIGHT - 340, align: 'right' });
  let y = doc.y + 4;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(8.5);
    grey().text(label, 340, y, { width: 90 });
    black()
      .font('bold')
      .text(value, 430, y, { width: RIGHT - 430, align: 'right' });
    y += 12;
  }

  // The recipient, where the goods go, and the place of supply (Rule 46(e), (m), (n)).
  y = Math.max(y, headerBottom) + 14;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
  y += 8;
  doc.font('bold').fontSize(9).text('Billed and delivered to', LEFT, y, { width: 260 });
  doc.font('regular').fontSize(8.5).text(data.recipient.name, { width: 260 });
  for (const line of data.recipient.address) doc.text(line, { width: 260 });
  if (data.recipient.phone) doc.text(`Phone: ${data.recipient.phone}`, { width: 260 });
  const recipientBottom = doc.y;
  const place = data.placeOfSupply;
  doc
    .font('bold')
    .fontSize(9)
    .text('Place of supply', 340, y, { width: RIGHT - 340, align: 'right' });
  doc
    .font('regular')
    .fontSize(8.5)
    .text(place.code ? `${place.state} (State code ${place.code})` : place.state, {
      width: RIGHT - 340,
      align: 'right',
    });
  y = Math.max(recipientBottom, doc.y) + 14;

  // The lines: HSN, description, quantity and unit, value, taxable value, rate and tax (Rule 46(f)–(l)).
  const columns = columnsFor(data.lines);
  const header = (top: number) => {
    doc.rect(LEFT, top - 3, RIGHT - LEFT, 16).fill('#eeeeee');
    black().font('bold').fontSize(7.5);
    let x = LEFT;
    for (const column of columns) {
      doc.text(column.title, x + 2, top, { width: column.width - 4, align: column.align, lineBreak: false });
      x += column.width;
    }
    return top + 18;
  };
  y = header(y);
  doc.font('regular').fontSize(7.5);
  for (const [index, line] of data.lines.entries()) {
    const cells = columns.map((column) => column.cell(line, index));
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 4 })));
    if (y + height > BOTTOM - 170) {
      doc.addPage();
      y = header(36);
      doc.font('regular').fontSize(7.5);
    }
    let x = LEFT;
    for (const [i, cell] of cells.entries()) {
      doc.text(cell, x + 2, y, { width: columns[i]!.width - 4, align: columns[i]!.align });
      x += columns[i]!.width;
    }
    y += height + 6;
    doc
      .moveTo(LEFT, y - 3)
      .lineTo(RIGHT, y - 3)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
  }

  // The totals: taxable value, each tax, delivery, and the whole (Rule 46(i)).
  const sum = (amount: (line: TaxLine) => number) => data.lines.reduce((total, line) => total + amount(line), 0);
  const totals: [string, string][] = [['Taxable value', money(sum((line) => line.taxablePaise))]];
  if (columns.some((column) => column.title === 'IGST')) totals.push(['IGST', money(sum((line) => line.igstPaise))]);
  else totals.push(['CGST', money(sum((line) => line.cgstPaise))], ['SGST', money(sum((line) => line.sgstPaise))]);
  totals.push(['Delivery', money(data.delivery)]);
  y += 6;
  for (const [label, value] of totals) {
    doc.font('regular').fontSize(8.5).text(label, 360, y, { width: 110 });
    doc.text(value, 470, y, { width: RIGHT - 470, align: 'right' });
    y += 13;
  }
  doc.moveTo(360, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
  y += 5;
  doc
    .font('bold')
    .fontSize(10)
    .text(data.kind === 'invoice' ? 'Total' : 'Total credited', 360, y, { width: 110 });
  doc.text(money(data.total), 450, y, { width: RIGHT - 450, align: 'right' });

  // The supplier's signature (Rule 46(p)).
  y += 40;
  doc
    .font('regular')
    .fontSize(8.5)
    .text(`For ${data.supplier.name}`, 340, y, { width: RIGHT - 340, align: 'right' });
  y += 34;
  doc.moveTo(420, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#000000').stroke();
  doc.text(texts.gst.signatory, 340, y + 4, { width: RIGHT - 340, align: 'right' });

  grey()
    .fontSize(7.5)
    .text('This is a computer-generated document.', LEFT, BOTTOM, { width: RIGHT - LEFT, align: 'center' });
  doc.end();
  return done;
}
