/**
 * The shopper's tax documents through the real server (issue 53, decision 0051): the
 * invoice's number is taken when the order is placed and printed with every Rule 46 field;
 * a cancel (paid online or not) or a return of the whole order issues a credit note from
 * its own series, naming the invoice, reached by a ticket as the invoice is.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '#rules/texts';
import { advanceOrder, receiveReturnOf } from '#server/cli/commands';
import { taxDocuments } from '#server/db/schema';
import { money } from '#server/invoices/render-invoice';
import { orderTaxLines } from '#server/invoices/tax-lines';
import { documentOf } from '#server/invoices/tax-documents';
import { startTestServer } from '#tests/support/server';
import { addToCart, call, cashOrder, newShopper, paidOnlineOrder, variantWithStock } from '../orders/support';
import { pdfText } from './pdf-text';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
/** Moves the server's clock forward without waiting. */
let clockOffset = 0;

beforeAll(async () => {
  server = await startTestServer({ ctx: { now: () => new Date(Date.now() + clockOffset) } });
});
afterAll(() => server?.close());

interface OrderView {
  int_glcode: number;
  order_id: string;
  chr_status: string;
  invoice_url: string | null;
  credit_note_url: string | null;
}

async function placedOrder(quantity = 2) {
  const shopper = await newShopper(server.url);
  await addToCart(server.url, shopper, await variantWithStock(server.ctx.db, 50, 5), quantity);
  const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
  expect(placed.status).toBe(201);
  return { shopper, order: placed.body.data as OrderView };
}

async function deliveredOrder() {
  const { shopper, order } = await placedOrder();
  expect(order.invoice_url).toBeNull();
  for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, order.order_id);
  return { shopper, order: await viewOf(shopper.token, order.int_glcode) };
}

const viewOf = async (token: string, id: number) =>
  (await call(server.url, 'GET', `/orders/${id}`, { token })).body.data as OrderView;

const open = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(15_000) });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
};

/** What the order's lines add up to, as the documents print it. */
async function totalOf(orderId: number, deliveryPaise = 0) {
  const { lines } = await orderTaxLines(server.ctx.db, orderId);
  return lines.reduce((sum, l) => sum + l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise, deliveryPaise);
}

describe('the tax invoice', () => {
  it('takes its number when the order is placed: consecutive, in the financial year of its date', async () => {
    const first = await placedOrder();
    const second = await placedOrder();
    const a = (await documentOf(server.ctx.db, first.order.int_glcode, 'invoice'))!;
    const b = (await documentOf(server.ctx.db, second.order.int_glcode, 'invoice'))!;
    expect(a.financialYear).toMatch(/^\d{4}-\d{2}$/);
    expect(b.sequence).toBe(a.sequence + 1);
    expect(b.number).toBe(`SF/${a.financialYear.slice(2, 4)}${a.financialYear.slice(5)}/${b.sequence}`);
  });

  it('opens a delivered order’s PDF from its link, without a token, with every Rule 46 field and ₹', async () => {
    const { order } = await deliveredOrder();
    expect(order.invoice_url).toMatch(new RegExp(`^/api/v1/invoice/[A-Za-z0-9_.-]+/${order.int_glcode}$`));
    const invoice = (await documentOf(server.ctx.db, order.int_glcode, 'invoice'))!;
    const pdf = await open(order.invoice_url!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `inline; filename="invoice-${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const text = pdfText(pdf.body);
    const { lines } = await orderTaxLines(server.ctx.db, order.int_glcode);
    const issued = invoice.issuedAt.toLocaleDateString('en-IN', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    for (const field of [
      texts.gst.titles.invoice,
      'Statefront Fashion Pvt. Ltd.',
      '2nd Floor, 14 MI Road, Jaipur, Rajasthan 302001',
      'GSTIN: 08AAHCS1234K1ZA',
      `Invoice no. ${invoice.number}`,
      `Date ${issued}`,
      `Order ${order.order_id}`,
      'Test Shopper',
      '12B, Lotus Apartments',
      'Pune, Maharashtra 411001',
      'Place of supply',
      'Maharashtra (State code 27)',
      lines[0]!.hsn,
      lines[0]!.title,
      `${lines[0]!.quantity} PCS`,
      money(lines[0]!.valuePaise),
      // Delivered from Rajasthan to Maharashtra: IGST, the whole rate.
      `${lines[0]!.ratePercent}% ${money(lines[0]!.igstPaise)}`,
      'IGST',
      `Total ${money(await totalOf(order.int_glcode))}`,
      'Reverse charge No',
      texts.gst.signatory,
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).toContain('₹');
  });

  it('refuses the ticket for another order, a forged ticket and an expired one', async () => {
    const first = await deliveredOrder();
    const second = await deliveredOrder();
    const ticket = first.order.invoice_url!.split('/')[4]!;
    const forOther = await open(`/api/v1/invoice/${ticket}/${second.order.int_glcode}`);
    expect(forOther.status).toBe(403);
    expect(JSON.parse(forOther.body.toString())).toHaveProperty('message');

    const tampered = ticket.slice(0, 5) + (ticket[5] === 'A' ? 'B' : 'A') + ticket.slice(6);
    expect((await open(`/api/v1/invoice/${tampered}/${first.order.int_glcode}`)).status).toBe(403);

    clockOffset = 6 * 60 * 1000;
    try {
      const expired = await open(first.order.invoice_url!);
      expect(expired.status).toBe(403);
      expect(JSON.parse(expired.body.toString()).message).toMatch(/expired/);
    } finally {
      clockOffset = 0;
    }
  });

  it('gives an order placed before invoices were numbered its number when first opened, and the same after', async () => {
    const { order } = await deliveredOrder();
    await server.ctx.db
      .delete(taxDocuments)
      .where(and(eq(taxDocuments.orderId, order.int_glcode), eq(taxDocuments.kind, 'invoice')));
    const later = await placedOrder();
    const before = (await documentOf(server.ctx.db, later.order.int_glcode, 'invoice'))!;
    expect((await open(order.invoice_url!)).status).toBe(200);
    const issued = (await documentOf(server.ctx.db, order.int_glcode, 'invoice'))!;
    expect(issued.sequence).toBe(before.sequence + 1);
    const again = pdfText((await open(order.invoice_url!)).body);
    expect(again).toContain(`Invoice no. ${issued.number}`);
    expect((await documentOf(server.ctx.db, order.int_glcode, 'invoice'))!.id).toBe(issued.id);
  });
});

describe('the credit note', () => {
  it('is issued when an order paid online is cancelled: its own series, the invoice named, every amount negated', async () => {
    const paid = await paidOnlineOrder(server.url, server.ctx.db);
    const { token } = paid.shopper;
    expect((await viewOf(token, paid.orderId)).credit_note_url).toBeNull();
    expect((await call(server.url, 'PUT', `/orders/${paid.orderId}/cancel`, { token })).status).toBe(200);

    const view = await viewOf(token, paid.orderId);
    expect(view.chr_status).toBe('C');
    expect(view.credit_note_url).toMatch(new RegExp(`^/api/v1/credit-note/[A-Za-z0-9_.-]+/${paid.orderId}$`));
    const invoice = (await documentOf(server.ctx.db, paid.orderId, 'invoice'))!;
    const note = (await documentOf(server.ctx.db, paid.orderId, 'credit_note'))!;
    expect(note.number).toMatch(/^SF\/\d{4}\/C\d+$/);
    expect(note.issuedAt.getTime()).toBeGreaterThanOrEqual(invoice.issuedAt.getTime());

    const pdf = await open(view.credit_note_url!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      `inline; filename="credit-note-${note.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = pdfText(pdf.body);
    const { lines } = await orderTaxLines(server.ctx.db, paid.orderId);
    for (const field of [
      texts.gst.titles.creditNote,
      `Credit note no. ${note.number}`,
      `Against invoice ${invoice.number}`,
      'GSTIN: 08AAHCS1234K1ZA',
      'Maharashtra (State code 27)',
      lines[0]!.hsn,
      money(-lines[0]!.taxablePaise),
      `${lines[0]!.ratePercent}% ${money(-lines[0]!.igstPaise)}`,
      `Total credited ${money(-(await totalOf(paid.orderId)))}`,
      texts.gst.signatory,
    ]) {
      expect(text, field).toContain(field);
    }
    // The invoice is a delivered order's to print; the cancelled order's is named, not shown.
    expect(view.invoice_url).toBeNull();
  });

  it('is issued once for a cash order cancelled, and for one returned whole; none for an order still standing', async () => {
    const cash = await placedOrder(1);
    const { token } = cash.shopper;
    await call(server.url, 'PUT', `/orders/${cash.order.int_glcode}/cancel`, { token });
    expect(await documentOf(server.ctx.db, cash.order.int_glcode, 'credit_note')).not.toBeNull();
    expect((await call(server.url, 'PUT', `/orders/${cash.order.int_glcode}/cancel`, { token })).status).toBe(409);
    const notes = await server.ctx.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, cash.order.int_glcode), eq(taxDocuments.kind, 'credit_note')));
    expect(notes).toHaveLength(1);

    const { shopper, order } = await deliveredOrder();
    expect(order.credit_note_url).toBeNull();
    expect(await documentOf(server.ctx.db, order.int_glcode, 'credit_note')).toBeNull();
    const line = (await call(server.url, 'GET', `/orders/${order.int_glcode}`, { token: shopper.token })).body.data
      .fk_product_arr[0];
    const returned = await call(server.url, 'PUT', '/return', {
      token: shopper.token,
      body: {
        fk_product: line.int_glcode,
        fk_variant: line.variants.int_glCode,
        return_text: 'Too small',
        order_id: order.int_glcode,
      },
    });
    expect(returned.status).toBe(200);
    // Asked back, the order is Returned; the credit note waits for the goods (decision 0053).
    expect(await viewOf(shopper.token, order.int_glcode)).toMatchObject({ chr_status: 'R', credit_note_url: null });
    await receiveReturnOf(server.ctx.db, String(order.int_glcode), false);
    const after = await viewOf(shopper.token, order.int_glcode);
    expect(after.credit_note_url).not.toBeNull();
    expect((await open(after.credit_note_url!)).status).toBe(200);
    // A returned order was delivered: its invoice stays printable beside its credit note.
    expect((await open(after.credit_note_url!.replace('/credit-note/', '/invoice/'))).status).toBe(200);
  });

  it('is not found for an order without one', async () => {
    const { order } = await deliveredOrder();
    const ticket = order.invoice_url!.split('/')[4]!;
    const none = await open(`/api/v1/credit-note/${ticket}/${order.int_glcode}`);
    expect(none.status).toBe(404);
    expect(JSON.parse(none.body.toString()).message).toBe('This order has no credit note');
  });
});
