/**
 * Tax invoices and credit notes (decision 0051): each takes the next number of its series in
 * the financial year of its date, in the transaction that issues it. The counter's row is
 * upserted there, so it stays locked until that transaction ends: a second issuer waits,
 * and a rollback gives the number back. No number is skipped, none is given twice.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/connect';
import { documentCounters, taxDocuments, TAX_DOCUMENT_KINDS } from '../db/schema';
import { readSiteContent } from '../db/site-content';
import { financialYearOf } from '#server/pricing/financial-year';

export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];
export type TaxDocument = typeof taxDocuments.$inferSelect;

/** The prefix the demo and a shop that never set one print. */
export const DEFAULT_INVOICE_PREFIX = 'SF';

/** Rule 46(b) and Rule 53: at most 16 letters, digits, hyphens or slashes: SF/2627/42, and SF/2627/C7 for a credit note. */
export function documentNumber(prefix: string, kind: TaxDocumentKind, year: string, sequence: number): string {
  const number = `${prefix}/${year}/${kind === 'credit_note' ? 'C' : ''}${sequence}`;
  if (number.length > 16) throw new Error(`document number ${number} is longer than the 16 characters Rule 46 allows`);
  return number;
}

async function issue(
  tx: Tx,
  kind: TaxDocumentKind,
  orderId: number,
  now: Date,
  refundId: number | null = null,
  knownPrefix?: string,
): Promise<TaxDocument> {
  const year = financialYearOf(now);
  const [counter] = await tx
    .insert(documentCounters)
    .values({ kind, financialYear: year.label, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ sequence: documentCounters.lastNumber });
  const prefix =
    (knownPrefix ?? (await readSiteContent(tx, 'invoice_details'))?.invoice_prefix) || DEFAULT_INVOICE_PREFIX;
  const [document] = await tx
    .insert(taxDocuments)
    .values({
      kind,
      orderId,
      financialYear: year.label,
      sequence: counter!.sequence,
      number: documentNumber(prefix, kind, year.short, counter!.sequence),
      issuedAt: now,
      refundId,
    })
    .returning();
  return document!;
}

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
 * The invoice of an order made in this transaction, which cannot have one yet, with the shop's prefix
 * the caller already read: the series' counter is then locked for one more statement and the commit.
 */
export const issueNewInvoice = (tx: Tx, orderId: number, now: Date, prefix: string | undefined) =>
  issue(tx, 'invoice', orderId, now, null, prefix);

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
