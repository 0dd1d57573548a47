/**
 * The month's GST report (`npm run shop -- gst-report 2026-11`): what an accountant files
 * GSTR-1 from, as one CSV a spreadsheet loads. Built from the tax documents issued in the
 * month (in India's dates) and, for each, the lines it covers as documentTaxLines gives them:
 *
 * - `b2c`: the invoices' taxable value and tax by place of supply and rate (GSTR-1 table 7);
 * - `credit_note`: each credit note by rate, naming its invoice, its amounts negative (table 9B);
 * - `hsn`: by HSN and rate, quantity, taxable value and each tax, net of the credit notes (table 12);
 * - `documents`: each series' first and last number and its count (table 13).
 */
import { and, asc, gte, lt } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { taxDocuments } from '../db/schema';
import { indiaDate, monthInIndia } from '#server/pricing/financial-year';
import { UNIT_OF_QUANTITY } from './render-invoice';
import { documentOf, type TaxDocument } from './tax-documents';
import { documentTaxLines, type TaxLine } from './tax-lines';

export const REPORT_COLUMNS = [
  'section',
  'document_number',
  'document_date',
  'invoice_number',
  'invoice_date',
  'place_of_supply',
  'state_code',
  'hsn',
  'unit',
  'rate_percent',
  'quantity',
  'taxable_value',
  'cgst',
  'sgst',
  'igst',
  'count',
] as const;

export type ReportRow = Partial<Record<(typeof REPORT_COLUMNS)[number], string | number>>;

interface Amounts {
  quantity: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

const zero = (): Amounts => ({ quantity: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 });

function add(into: Amounts, line: TaxLine, sign: 1 | -1): void {
  into.quantity += sign * line.quantity;
  into.taxable += sign * line.taxablePaise;
  into.cgst += sign * line.cgstPaise;
  into.sgst += sign * line.sgstPaise;
  into.igst += sign * line.igstPaise;
}

/** Rupees with two decimals and no grouping (2598.00), as a spreadsheet reads a number. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

const amountCells = (amounts: Amounts) => ({
  taxable_value: rupees(amounts.taxable),
  cgst: rupees(amounts.cgst),
  sgst: rupees(amounts.sgst),
  igst: rupees(amounts.igst),
});

/** A grouping's values in the order of their keys. */
const inKeyOrder = <T>(groups: Map<string, T>): T[] =>
  [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([, value]) => value);

export interface GstReport {
  rows: ReportRow[];
  invoices: number;
  creditNotes: number;
  /** The month's invoices less its credit notes, in paise. */
  net: Amounts;
}

/** The report of a month ('2026-11'); null when `month` is not one. */
export async function gstReport(db: Queryable, month: string): Promise<GstReport | null> {
  const span = monthInIndia(month);
  if (!span) return null;
  const documents = await db
    .select()
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, span.from), lt(taxDocuments.issuedAt, span.to)))
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.financialYear), asc(taxDocuments.sequence));

  const b2c = new Map<string, { state: string; code: string; rate: number; amounts: Amounts }>();
  const hsn = new Map<string, { hsn: string; rate: number; amounts: Amounts }>();
  const notes: ReportRow[] = [];
  const net = zero();
  for (const document of documents) {
    const { placeOfSupply, lines } = await documentTaxLines(db, document);
    const sign = document.kind === 'invoice' ? 1 : -1;
    const noteByRate = new Map<number, Amounts>();
    for (const line of lines) {
      add(net, line, sign);
      const byHsn = `${line.hsn}|${String(line.ratePercent).padStart(6, '0')}`;
      if (!hsn.has(byHsn)) hsn.set(byHsn, { hsn: line.hsn, rate: line.ratePercent, amounts: zero() });
      add(hsn.get(byHsn)!.amounts, line, sign);
      if (document.kind === 'invoice') {
        const byPlace = `${placeOfSupply.code}|${placeOfSupply.state}|${String(line.ratePercent).padStart(6, '0')}`;
        if (!b2c.has(byPlace)) b2c.set(byPlace, { ...placeOfSupply, rate: line.ratePercent, amounts: zero() });
        add(b2c.get(byPlace)!.amounts, line, 1);
      } else {
        if (!noteByRate.has(line.ratePercent)) noteByRate.set(line.ratePercent, zero());
        add(noteByRate.get(line.ratePercent)!, line, -1);
      }
    }
    if (document.kind === 'credit_note') {
      const invoice = (await documentOf(db, document.orderId, 'invoice'))!;
      for (const [rate, amounts] of [...noteByRate].sort(([a], [b]) => a - b)) {
        notes.push({
          section: 'credit_note',
          document_number: document.number,
          document_date: indiaDate(document.issuedAt),
          invoice_number: invoice.number,
          invoice_date: indiaDate(invoice.issuedAt),
          place_of_supply: placeOfSupply.state,
          state_code: placeOfSupply.code,
          rate_percent: rate,
          quantity: amounts.quantity,
          ...amountCells(amounts),
        });
      }
    }
  }

  const rows: ReportRow[] = [];
  for (const { state, code, rate, amounts } of inKeyOrder(b2c)) {
    rows.push({
      section: 'b2c',
      place_of_supply: state,
      state_code: code,
      rate_percent: rate,
      ...amountCells(amounts),
    });
  }
  rows.push(...notes);
  for (const { hsn: code, rate, amounts } of inKeyOrder(hsn)) {
    rows.push({
      section: 'hsn',
      hsn: code,
      unit: UNIT_OF_QUANTITY,
      rate_percent: rate,
      quantity: amounts.quantity,
      ...amountCells(amounts),
    });
  }
  const series = (kind: TaxDocument['kind']) => documents.filter((document) => document.kind === kind);
  for (const kind of ['invoice', 'credit_note'] as const) {
    const issued = series(kind);
    if (issued.length === 0) continue;
    rows.push({
      section: 'documents',
      document_number: `${issued[0]!.number} to ${issued.at(-1)!.number}`,
      invoice_number: kind === 'invoice' ? 'invoices' : 'credit notes',
      count: issued.length,
    });
  }
  return { rows, invoices: series('invoice').length, creditNotes: series('credit_note').length, net };
}

/** A cell as RFC 4180 writes it; text a spreadsheet would run as a formula goes behind an apostrophe, a number never. */
function cell(value: string | number | undefined): string {
  if (value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function reportCsv(rows: ReportRow[]): string {
  const lines = [REPORT_COLUMNS.join(','), ...rows.map((row) => REPORT_COLUMNS.map((key) => cell(row[key])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
