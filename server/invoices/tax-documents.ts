/**
 * Tax invoices and credit notes (decision 0051): each takes the next number of its series in
 * the financial year of its date, in the transaction that issues it. The counter's row is
 * upserted there, so it stays locked until that transaction ends: a second issuer waits,
 * and a rollback gives the number back. No number is skipped, none is given twice.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/connect';
import { taxDocuments, TAX_DOCUMENT_KINDS } from '../db/schema';
import { readSiteContent } from '../db/site-content';
import { together, type NamedWrite } from '../db/together';
import { financialYearOf } from '#server/pricing/financial-year';

export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];
export type TaxDocument = typeof taxDocuments.$inferSelect;

/** The prefix the demo and a shop that never set one print. */
export const DEFAULT_INVOICE_PREFIX = 'SF';

/** Rule 46(b) and Rule 53: at most 16 letters, digits, hyphens or slashes: SF/2627/42, and SF/2627/C7 for a credit note. */
const numberPrefix = (prefix: string, kind: TaxDocumentKind, year: string) =>
  `${prefix}/${year}/${kind === 'credit_note' ? 'C' : ''}`;

async function issue(
  tx: Tx,
  kind: TaxDocumentKind,
  orderId: number,
  now: Date,
  refundId: number | null = null,
): Promise<TaxDocument> {
  const prefix = (await readSiteContent(tx, 'invoice_details'))?.invoice_prefix || DEFAULT_INVOICE_PREFIX;
  const { rows } = await tx.execute<{ id: number; sequence: number; number: string }>(
    together(documentWrites({ kind, orderId, now, refundId, prefix }), sql`select * from issued_document`),
  );
  const { id, sequence, number } = rows[0]!;
  const financialYear = financialYearOf(now).label;
  return { id: Number(id), kind, orderId, financialYear, sequence: Number(sequence), number, issuedAt: now, refundId };
}

interface NewDocument {
  kind: TaxDocumentKind;
  orderId: number;
  now: Date;
  refundId: number | null;
  prefix: string;
}

/**
 * The series' next number and the document that prints it, as writes of one statement (the table's check keeps Rule
 * 46's 16 characters): the counter is held from that statement to the commit. `issued_document` names the document.
 */
function documentWrites({ kind, orderId, now, refundId, prefix }: NewDocument): NamedWrite[] {
  const year = financialYearOf(now);
  return [
    [
      'series_counter',
      sql`insert into document_counters (kind, financial_year, last_number) values (${kind}, ${year.label}, 1)
            on conflict (kind, financial_year) do update set last_number = document_counters.last_number + 1
            returning last_number`,
    ],
    [
      'issued_document',
      sql`insert into tax_documents (kind, order_id, financial_year, sequence, number, issued_at, refund_id)
            select ${kind}, ${orderId}, ${year.label}, last_number,
                   ${numberPrefix(prefix, kind, year.short)}::text || last_number, ${now}, ${refundId}
              from series_counter
            returning id, sequence, number`,
    ],
  ];
}

/**
 * The writes that issue the invoice of an order written in the same statement, with the shop's prefix the caller
 * read: placed last in a turn, so the series' counter is held for that statement and the commit only.
 */
export const newInvoiceWrites = (orderId: number, now: Date, prefix: string | undefined) =>
  documentWrites({ kind: 'invoice', orderId, now, refundId: null, prefix: prefix || DEFAULT_INVOICE_PREFIX });

/** The order's invoice, or its credit note for the whole order (not one of a refund made by staff). */
export async function documentOf(db: Queryable, orderId: number, kind: TaxDocumentKind): Promise<TaxDocument | null> {
  const [document] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind), isNull(taxDocuments.refundId)));
  return document ?? null;
}

/** A document by its number as printed (SF/2627/C7), for the operator's `document` command. */
export async function documentByNumber(db: Queryable, number: string): Promise<TaxDocument | null> {
  const [document] = await db.select().from(taxDocuments).where(eq(taxDocuments.number, number.trim().toUpperCase()));
  return document ?? null;
}

/**
 * The order's tax invoice, issued now if it has none. Placing an order issues it in the
 * placing's transaction (a supply is invoiced no later than the goods leave: section 31);
 * an order placed before invoices were numbered gets its number when it is first opened.
 * The caller holds the order's row, or made it in this transaction.
 */
export async function issueInvoice(tx: Tx, orderId: number, now: Date): Promise<TaxDocument> {
  return (await documentOf(tx, orderId, 'invoice')) ?? issue(tx, 'invoice', orderId, now);
}

/**
 * The credit note that undoes an invoiced order whole, in the transaction of its cancel or
 * of its last return (the caller holds the order's row). An order never invoiced has none.
 */
export async function issueCreditNote(tx: Tx, orderId: number, now: Date): Promise<TaxDocument | null> {
  if (!(await documentOf(tx, orderId, 'invoice'))) return null;
  return (await documentOf(tx, orderId, 'credit_note')) ?? issue(tx, 'credit_note', orderId, now);
}

/**
 * The credit note of a refund made by staff (decision 0055), in its transaction: its share of each line's taxable
 * value and tax (tax-lines.ts), from the credit notes' series. An order never invoiced has none.
 */
export async function issueRefundCreditNote(
  tx: Tx,
  orderId: number,
  refundId: number,
  now: Date,
): Promise<TaxDocument | null> {
  if (!(await documentOf(tx, orderId, 'invoice'))) return null;
  return issue(tx, 'credit_note', orderId, now, refundId);
}
