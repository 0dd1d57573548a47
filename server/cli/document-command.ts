/** `npm run shop -- document <number> [file.pdf]`: any invoice or credit note the shop issued, as its PDF. */
import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { orders } from '../db/schema';
import { taxDocumentData } from '../invoices/document-data';
import { renderTaxDocument } from '../invoices/render-invoice';
import { documentByNumber, documentOf } from '../invoices/tax-documents';
import { CliError } from './commands';

export async function writeDocument(db: Db, number: string | undefined, file: string | undefined): Promise<string> {
  if (!number) throw new CliError('Which document? npm run shop -- document <number> [file.pdf], e.g. SF/2627/C3');
  const document = await documentByNumber(db, number);
  if (!document) throw new CliError(`The shop issued no document numbered ${number}.`);
  const [order] = await db.select().from(orders).where(eq(orders.id, document.orderId));
  const invoice = (await documentOf(db, document.orderId, 'invoice')) ?? document;
  const target = file ?? `${document.number.replaceAll('/', '-')}.pdf`;
  await writeFile(target, await renderTaxDocument(await taxDocumentData(db, order!, document, invoice)));
  return `Wrote ${target}: ${document.kind === 'invoice' ? 'invoice' : 'credit note'} ${document.number} of order ${order!.orderNumber}.`;
}
