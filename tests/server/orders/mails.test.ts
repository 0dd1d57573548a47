/**
 * A mail for each event of an order, each sent once, through a real SMTP server on loopback:
 * placed (its items with their options and quantities, total, address, payment and the
 * delivery promises), processed, shipped and delivered by the operator's `advance`,
 * cancelled, a return received, a refund made. Plain text and simple HTML, with the shop's
 * name and logo, the currency symbol and a link to the order; no script, no tracking picture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { texts } from '#rules/texts';
import { orderLines } from '#server/db/schema';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '#scripts/test-smtp';
import { advanceOrder } from '#server/cli/commands';
import { ownVariant } from '#tests/support/own-products';
import { startTestServer, type TestServer } from '#tests/support/server';
import { mailsSettled } from '#tests/support/server-with-mail';
import { addToCart, call, cashOrder, newShopper, paidOnlineOrder, type Shopper } from './support';

let server: TestServer;
let smtp: TestSmtp;
const publicUrl = 'https://shop.example/';

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ config: { smtpUrl: smtp.url, publicUrl } });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

/** A cash order of two units of a product of its own, for a shopper of its own. */
async function cashOrderPlaced(): Promise<{ shopper: Shopper; orderId: number }> {
  const shopper = await newShopper(server.url);
  const variant = await ownVariant(server.ctx.db, 5);
  await addToCart(server.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 2);
  const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { shopper, orderId: placed.body.data.int_glcode as number };
}

/** Every mail to `email` once `count` have come, and no more a little later: each event once. */
async function exactly(email: string, count: number): Promise<ReceivedMail[]> {
  await smtp.waitFor(email, count);
  await mailsSettled(server);
  return smtp.to(email);
}

describe('mails of an order', () => {
  it('sends placed, processed, shipped and delivered for an order advanced to Delivered, once each', async () => {
    const { shopper, orderId } = await cashOrderPlaced();
    const order = (await call(server.url, 'GET', `/orders/${orderId}`, { token: shopper.token })).body.data;
    for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(orderId), publicUrl);
    const mails = await exactly(shopper.email, 4);
    console.log(
      `mails for order ${order.order_id} advanced to Delivered:\n${mails.map((m) => `  ${m.subject}`).join('\n')}`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Your order ${order.order_id} is placed`,
      `Your order ${order.order_id} is processed`,
      `Your order ${order.order_id} is shipped`,
      `Your order ${order.order_id} is delivered`,
    ]);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(4);

    const placed = mails[0]!;
    const [line] = await server.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const options = line!.attributes.map((a) => `${a.title}: ${a.value}`).join(', ');
    expect(options, 'the product has options').not.toBe('');
    expect(placed.text).toContain(`- ${line!.title} (${options}) × 2: ₹`);
    expect(placed.text).toMatch(
      new RegExp(
        `Total: ₹${order.var_payable_amount.toLocaleString('en-IN', { minimumFractionDigits: 2 }).replace(/[.]/g, '\\.')}`,
      ),
    );
    // From the shop in Rajasthan to Maharashtra: the GST is IGST, as the order charged it.
    const rupees = (n: number) =>
      `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(placed.text).toContain(`IGST: ${rupees(order.var_gst.igst)}`);
    expect(placed.text).not.toContain('CGST');
    expect(placed.text).toContain('Deliver to: 12B, Lotus Apartments, Near City Mall, Pune, Maharashtra 411001, India');
    expect(placed.text).toContain('Payment: Cash on delivery');
    for (const promise of Object.values(texts.delivery)) expect(placed.text).toContain(promise);
    expect(placed.text).toContain(`View your order: ${publicUrl}orderdetail/${orderId}`);
    expect(placed.text.startsWith('Statefront\n')).toBe(true);
    expect(placed.html).toContain(`href="${publicUrl}orderdetail/${orderId}"`);
    expect(placed.html).toContain('<img src="https://shop.example/media/brand/logo.w160.webp"');
    // One picture, the logo: nothing that tracks, no script.
    expect(placed.html.match(/<img /g)).toHaveLength(1);
    expect(placed.html).not.toMatch(/<script|on\w+=/i);
  });

  it('sends cancelled for a cancelled order, and a refund mail once the online payment is given back', async () => {
    const cash = await cashOrderPlaced();
    expect(
      (await call(server.url, 'PUT', `/orders/${cash.orderId}/cancel`, { token: cash.shopper.token })).status,
    ).toBe(200);
    expect((await exactly(cash.shopper.email, 2)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/is placed$/),
      expect.stringMatching(/is cancelled$/),
    ]);

    const online = await paidOnlineOrder(server.url, server.ctx.db);
    expect(
      (await call(server.url, 'PUT', `/orders/${online.orderId}/cancel`, { token: online.shopper.token })).status,
    ).toBe(200);
    const mails = await exactly(online.shopper.email, 3);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/is placed$/),
      expect.stringMatching(/is cancelled$/),
      expect.stringMatching(/^Your refund for order SF-/),
    ]);
    expect(mails[0]!.text).toContain('Payment: Paid online');
    expect(mails[2]!.text).toMatch(/We refunded ₹[\d,]+\.\d\d for order SF-\d+ to the card you paid with\./);
  });

  it('sends a mail for a return received', async () => {
    const { shopper, orderId } = await cashOrderPlaced();
    for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(orderId), publicUrl);
    const line = (await call(server.url, 'GET', `/orders/${orderId}`, { token: shopper.token })).body.data
      .fk_product_arr[0];
    const returned = await call(server.url, 'PUT', '/return', {
      token: shopper.token,
      body: {
        order_id: orderId,
        fk_product: line.int_glcode,
        fk_variant: line.variants.int_glCode,
        return_text: 'Too small',
      },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const mails = await exactly(shopper.email, 5);
    expect(mails[4]!.subject).toMatch(/^We received your return request for order SF-\d+$/);
    expect(mails[4]!.text).toContain(`We received your request to return ${line.var_title}`);
  });

  it('writes no mail for an event that did not happen: a second cancel, an advance past Delivered', async () => {
    const { shopper, orderId } = await cashOrderPlaced();
    await call(server.url, 'PUT', `/orders/${orderId}/cancel`, { token: shopper.token });
    expect((await call(server.url, 'PUT', `/orders/${orderId}/cancel`, { token: shopper.token })).status).toBe(409);
    await expect(advanceOrder(server.ctx.db, String(orderId), publicUrl)).rejects.toThrow(/Cancelled/);
    expect((await exactly(shopper.email, 2)).length).toBe(2);
  });
});
