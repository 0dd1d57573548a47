import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { orderLines, orders, users } from '../db/schema';
import { readSiteContents } from '../db/site-content';
import { forbidden, notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Handlers } from '../contract/handler-types';
import type { InvoiceData } from './invoice-data';
import { renderInvoice } from './render-invoice';
import { readTicket } from './ticket';

export function invoiceHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;

  async function shopDetails() {
    const { company_details, contact_details } = await readSiteContents(db, ['company_details', 'contact_details']);
    return { name: company_details?.site_name ?? 'Statefront', address: contact_details?.address ?? '' };
  }

  return {
    /** No bearer token here: the signed ticket is the permission, bound to one user and one order. */
    async getInvoice(request, reply) {
      const { ticket, id } = request.params;
      const check = readTicket(ticket, ctx.now(), ctx.config.secret);
      if (!check.ok) {
        throw forbidden(check.reason === 'expired' ? messages.invoices.expired : messages.invoices.invalid);
      }
      if (check.orderId !== id) throw forbidden(messages.invoices.invalid);
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, check.userId)));
      // A returned order was delivered first; its invoice stays printable.
      if (!order || !['D', 'R'].includes(order.status)) throw notFound(messages.invoices.notFound);
      const [[buyer], lines, shop] = await Promise.all([
        db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, order.userId)),
        db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
        shopDetails(),
      ]);
      const a = order.address;
      const invoice: InvoiceData = {
        shopName: shop.name,
        shopAddress: shop.address,
        invoiceNumber: order.orderNumber,
        date: order.createdAt,
        paymentMode: order.paymentMode,
        billTo: {
          name: `${buyer?.firstName ?? ''} ${buyer?.lastName ?? ''}`.trim(),
          lines: [
            `${a.var_house_no}, ${a.var_app_name}`,
            a.var_landmark,
            `${a.var_city}, ${a.var_state} ${a.var_pincode}`,
            a.var_country,
          ],
          phone: order.phone,
        },
        lines: lines.map((l) => ({
          title: l.title,
          details: l.attributes.map((attr) => `${attr.title}: ${attr.value}`).join(', '),
          quantity: l.quantity,
          unit: l.unitPricePaise,
          total: l.lineTotalPaise,
        })),
        subTotal: order.totalPaise,
        tax: order.taxPaise,
        delivery: order.deliveryPaise,
        savings: order.discountPaise,
        promoDiscount: order.promoDiscountPaise,
        payable: order.payablePaise,
      };
      const pdf = await renderInvoice(invoice);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="invoice-${order.orderNumber}.pdf"`)
        .header('cache-control', 'private, no-store');
      return pdf;
    },
  };
}
