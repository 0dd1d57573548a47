/**
 * Refunds made by the shop's staff (issue 52), from `npm run shop -- refund`: some of an online payment owed back and
 * made by the payments pass through the provider (a cancel after it gives back only the rest); a cash order's given
 * by hand and recorded with its reference; and what cannot be refunded refused in words, the ledger unchanged.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '#rules/texts';
import { advanceOrder } from '#server/cli/commands';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orders, refunds, taxDocuments } from '#server/db/schema';
import { documentTaxLines } from '#server/invoices/tax-lines';
import { indiaDate } from '#server/pricing/financial-year';
import { pdfText } from '#tests/server/invoices/pdf-text';
import { sweepPayments } from '#server/orders/payments/sweep';
import { ownVariant } from '#tests/support/own-products';
import { startTestServer, type TestServer } from '#tests/support/server';
import { shopCommand } from '#tests/support/shop-command';
import { addToCart, call, cashOrder, FlakySandbox, newShopper, paidOnlineOrder } from '../support';

const provider = new FlakySandbox('staff-refunds-sandbox-secret');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ctx: { payments: provider } });
});
afterAll(() => server?.close());

const shop = (...args: string[]) => shopCommand(server.ctx.db)(...args);
const ledger = async (orderId: number) => {
  const [order] = await server.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return { payable: order!.payablePaise, refunded: order!.refundedPaise, number: order!.orderNumber };
};

describe('a refund made by staff', () => {
  it('of an online payment is owed, made by the payments pass, and a cancel after it gives back only the rest', async () => {
    const { shopper, orderId, paymentId } = await paidOnlineOrder(server.url, server.ctx.db);
    const { payable, number } = await ledger(orderId);
    expect(await shop('refund', number, '200', 'a', 'late', 'delivery')).toMatch(
      new RegExp(`^Order ${number}: ₹200\\.00 owed back to the card;`),
    );
    expect(await ledger(orderId)).toMatchObject({ refunded: 200_00 });
    provider.refundsFail = true;
    await sweepPayments(server.ctx, server.app.log);
    expect(provider.refunds.get(paymentId) ?? []).toEqual([]);
    provider.refundsFail = false;
    await sweepPayments(server.ctx, server.app.log);
    expect(provider.refunds.get(paymentId)?.map((refund) => refund.amount)).toEqual([200_00]);
    const [made] = await server.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(made).toMatchObject({ amountPaise: 200_00, method: 'provider', reason: 'a late delivery' });
    expect(made!.madeAt).not.toBeNull();

    const cancelled = await call(server.url, 'PUT', `/orders/${orderId}/cancel`, { token: shopper.token });
    expect(cancelled.status).toBe(200);
    await sweepPayments(server.ctx, server.app.log);
    expect(provider.refunds.get(paymentId)?.map((refund) => refund.amount)).toEqual([200_00, payable - 200_00]);
    expect(await ledger(orderId)).toMatchObject({ refunded: payable });
    await expect(shop('refund', number, '1')).rejects.toThrow(texts.refunds.pastPaid(0));
  });

  it('of a cash order is recorded with how it was given and its reference; it never passes what was paid', async () => {
    const shopper = await newShopper(server.url);
    const variant = await ownVariant(server.ctx.db, 3);
    await addToCart(server.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 1);
    const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    const orderId = placed.body.data.int_glcode as number;
    for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(orderId));
    const { payable, number } = await ledger(orderId);

    await expect(shop('refund', number, '100')).rejects.toThrow(texts.refunds.cashByHand);
    await expect(shop('refund', number, '100', 'cash')).rejects.toThrow(texts.refunds.reference);
    await expect(shop('refund', number, '-5', 'cash', 'UPI-1')).rejects.toThrow(texts.refunds.amount);
    expect(await shop('refund', number, '100.50', 'bank', 'NEFT-77812', 'torn', 'seam')).toMatch(
      new RegExp(`^Order ${number}: ₹100\\.50 given back by bank, recorded; the shopper is mailed\\.`),
    );
    const left = (payable - 100_50) / 100;
    await expect(shop('refund', number, String(left + 1), 'cash', 'UPI-2')).rejects.toThrow(
      texts.refunds.pastPaid(left),
    );
    expect(await ledger(orderId)).toMatchObject({ refunded: 100_50 });
    const [made] = await server.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(made).toMatchObject({ method: 'bank', reference: 'NEFT-77812', amountPaise: 100_50, reason: 'torn seam' });
    expect(await shop('activity', number)).toContain('order.refund');

    // Its credit note: its share of the order's lines, from the credit notes' series, adding up to the refund.
    const [note] = await server.ctx.db.select().from(taxDocuments).where(eq(taxDocuments.refundId, made!.id));
    expect(note).toMatchObject({ kind: 'credit_note', orderId });
    const { lines, deliveryPaise } = await documentTaxLines(server.ctx.db, note!);
    expect(
      lines.reduce((sum, l) => sum + l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise, deliveryPaise),
    ).toBe(100_50);
    const file = path.join(tmpdir(), `${randomUUID()}.pdf`);
    expect(await shop('document', note!.number, file)).toBe(
      `Wrote ${file}: credit note ${note!.number} of order ${number}.`,
    );
    const printed = pdfText(readFileSync(file));
    rmSync(file);
    for (const field of [texts.gst.titles.creditNote, `Credit note no. ${note!.number}`, 'Total credited -₹100.50'])
      expect(printed, field).toContain(field);
    const report = path.join(tmpdir(), `${randomUUID()}.csv`);
    await shop('gst-report', indiaDate(new Date()).slice(0, 7), report);
    const csv = readFileSync(report, 'utf8');
    rmSync(report);
    expect(csv).toContain(`credit_note,${note!.number},`);
  });

  it('of an online order by hand, or of an order it does not know, is refused in words', async () => {
    const { orderId } = await paidOnlineOrder(server.url, server.ctx.db);
    const { number } = await ledger(orderId);
    await expect(shop('refund', number, '10', 'cash', 'UPI-3')).rejects.toThrow(texts.refunds.onlineByProvider);
    await expect(shop('refund', 'SF-999999', '10')).rejects.toThrow('No order SF-999999');
    expect(await ledger(orderId)).toMatchObject({ refunded: 0 });
  });
});
