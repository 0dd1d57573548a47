import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { orders } from '../db/schema';
import { forbidden, notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Handlers } from '../contract/handler-types';
import { taxDocumentData } from './document-data';
import { renderTaxDocument } from './render-invoice';
import { documentOf, issueInvoice } from './tax-documents';
import { readTicket } from './ticket';

type OrderRow = typeof orders.$inferSelect;

const pdfHeaders = { 'content-type': 'application/pdf', 'cache-control': 'private, no-store' };

export function invoiceHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;

  /** No bearer token: the signed ticket is the permission, bound to one user and one order (decision 0003). */
  async function ticketedOrder(ticket: string, id: number): Promise<OrderRow | undefined> {
    const check = readTicket(ticket, ctx.now(), ctx.config.secret);
    if (!check.ok) {
      throw forbidden(check.reason === 'expired' ? messages.invoices.expired : messages.invoices.invalid);
    }
    if (check.orderId !== id) throw forbidden(messages.invoices.invalid);
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, check.userId)));
    return order;
  }

  /** An order placed before invoices were numbered gets its number when it is first opened (decision 0051). */
  async function invoiceOf(order: OrderRow) {
    return (
      (await documentOf(db, order.id, 'invoice')) ??
      db.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
        return issueInvoice(tx, order.id, ctx.now());
      })
    );
  }

  return {
    async getInvoice(request, reply) {
      const { ticket, id } = request.params;
      const order = await ticketedOrder(ticket, id);
      // A returned order was delivered first; its invoice stays printable.
      if (!order || !['D', 'R'].includes(order.status)) throw notFound(messages.invoices.notFound);
      const invoice = await invoiceOf(order);
      const pdf = await renderTaxDocument(await taxDocumentData(db, order, invoice, invoice));
      reply
        .headers(pdfHeaders)
        .header('content-disposition', `inline; filename="invoice-${invoice.number.replaceAll('/', '-')}.pdf"`);
      return pdf;
    },

    async getCreditNote(request, reply) {
      const { ticket, id } = request.params;
      const order = await ticketedOrder(ticket, id);
      const [note, invoice] = order
        ? await Promise.all([documentOf(db, order.id, 'credit_note'), documentOf(db, order.id, 'invoice')])
        : [null, null];
      if (!order || !note || !invoice) throw notFound(messages.invoices.creditNoteNotFound);
      const pdf = await renderTaxDocument(await taxDocumentData(db, order, note, invoice));
      reply
        .headers(pdfHeaders)
        .header('content-disposition', `inline; filename="credit-note-${note.number.replaceAll('/', '-')}.pdf"`);
      return pdf;
    },
  };
}
