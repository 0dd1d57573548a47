/**
 * Razorpay's webhook (decision 0023) with signed event bodies, over real HTTP and PGlite:
 * a forged signature changes nothing, a replay changes nothing, a captured payment whose
 * step 2 never came becomes its order, one captured after its hold ended and its unit sold
 * becomes its refund, and one racing its step 2 ends in one order. One for another amount
 * or currency than asked never becomes an order: it is refunded and counted (decision 0033).
 * Without a webhook secret every request is answered 404, before its body is read.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, paymentIntents, paymentMismatches, variants } from '#server/db/schema';
import { sweepPayments } from '#server/orders/payments/sweep';
import { SandboxProvider } from '#server/payment-provider/sandbox';
import { webhookSignature } from '#server/payment-provider/signature';
import { ownVariant } from '#tests/support/own-products';
import { startTestServer, type TestServer } from '#tests/support/server';
import {
  addToCart,
  call,
  cashOrder,
  newShopper,
  onlineStepOne,
  onlineStepTwo,
  paidOnlineOrder,
  type Shopper,
} from '../support';

const WEBHOOK_SECRET = 'webhook-test-secret';
const HOLD_SECONDS = 900;
const provider = new SandboxProvider('payment-webhook-sandbox-secret');

let server: TestServer;
let shift = 0;
beforeAll(async () => {
  server = await startTestServer({
    ctx: { now: () => new Date(Date.now() + shift), payments: provider },
    config: { razorpayWebhookSecret: WEBHOOK_SECRET, paymentHoldSeconds: HOLD_SECONDS },
  });
});
afterAll(() => server?.close());
beforeEach(() => {
  shift = 0;
});

/** Sends an event as Razorpay does: the body's bytes, their HMAC, the event's id. */
async function deliver(event: object, options: { eventId?: string; secret?: string } = {}) {
  const raw = JSON.stringify(event);
  const response = await fetch(`${server.url}/api/v1/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': options.eventId ?? `evt_${randomUUID()}`,
      'x-razorpay-signature': webhookSignature(Buffer.from(raw), options.secret ?? WEBHOOK_SECRET),
    },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

/** Razorpay's event for a payment of `amount` (paise, unless `currency` says otherwise) taken on a provider order. */
const captured = (providerOrderId: string, paymentId: string, amount: number, currency = 'INR') => ({
  entity: 'event',
  event: 'payment.captured',
  contains: ['payment'],
  payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, status: 'captured', amount, currency } } },
  created_at: Math.floor(Date.now() / 1000),
});

const intentOf = async (providerOrderId: string) =>
  (await server.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId)))[0]!;
const ordersFor = (providerOrderId: string) =>
  server.ctx.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));

/** A shopper holding `stock` units of a product of their own in a started payment; the provider order's id. */
async function started(stock = 5) {
  const variant = await ownVariant(server.ctx.db, stock);
  const pick = { ...variant, title: '', price: 0, sellingPrice: 0 };
  const shopper = await newShopper(server.url);
  await addToCart(server.url, shopper, pick, 1);
  const one = await onlineStepOne(server.url, shopper);
  expect(one.status, JSON.stringify(one.body)).toBe(200);
  return { shopper, pick, providerOrderId: one.body.data.id as string, amount: one.body.data.amount as number };
}

/** Paid at the provider; the browser died before step 2, and Razorpay's checkout told the server nothing. */
const paidUnseen = (providerOrderId: string) => provider.pay(providerOrderId);

const attempt = async (shopper: Shopper, providerOrderId: string) =>
  (await call(server.url, 'GET', `/payments/${providerOrderId}`, { token: shopper.token })).body.data;

describe('without a webhook secret', () => {
  it('answers 404 to any request, before reading it: malformed, of another type, without its headers or well-formed', async () => {
    const off = await startTestServer();
    try {
      const post = (headers: Record<string, string>, body: string) =>
        fetch(`${off.url}/api/v1/payments/webhook`, { method: 'POST', headers, body });
      const json = { 'content-type': 'application/json' };
      const signed = { ...json, 'x-razorpay-event-id': 'evt_off', 'x-razorpay-signature': '0'.repeat(64) };
      const answers = await Promise.all([
        post(signed, '{"event": '),
        post({ ...signed, 'content-type': 'text/plain' }, 'payment.captured'),
        post({ ...signed, 'content-type': 'application/x-www-form-urlencoded' }, 'event=payment.captured'),
        post(json, '[]'),
        post(signed, JSON.stringify(captured('order_off', 'pay_off', 100))),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    } finally {
      await off.close();
    }
  });
});

describe('the signature', () => {
  it('a forged or missing signature answers 401 and changes nothing', async () => {
    const { providerOrderId, amount } = await started();
    const money = paidUnseen(providerOrderId);
    const before = await intentOf(providerOrderId);

    expect(
      (await deliver(captured(providerOrderId, money.var_payment_id, amount), { secret: 'not-the-secret' })).status,
    ).toBe(401);
    const unsigned = await fetch(`${server.url}/api/v1/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_unsigned' },
      body: JSON.stringify(captured(providerOrderId, money.var_payment_id, amount)),
    });
    expect(unsigned.status).toBe(401);
    // Signed, then changed: the signature is over the bytes as sent.
    const raw = JSON.stringify(captured(providerOrderId, money.var_payment_id, amount));
    const tampered = await fetch(`${server.url}/api/v1/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': 'evt_tampered',
        'x-razorpay-signature': webhookSignature(Buffer.from(raw), WEBHOOK_SECRET),
      },
      body: raw.replace(`"amount":${amount}`, `"amount": ${amount}`),
    });
    expect(tampered.status).toBe(401);

    expect(await intentOf(providerOrderId)).toEqual(before);
    expect(await ordersFor(providerOrderId)).toHaveLength(0);
  });
});

describe('payment.captured', () => {
  it('a payment whose step 2 never came becomes its order; a replay and a second delivery change nothing', async () => {
    const { shopper, providerOrderId, amount } = await started();
    const money = paidUnseen(providerOrderId);
    const event = captured(providerOrderId, money.var_payment_id, amount);

    const first = await deliver(event, { eventId: 'evt_first_capture' });
    expect(first.status).toBe(200);
    const [order] = await ordersFor(providerOrderId);
    expect(order).toMatchObject({ paymentMode: 'O', paymentId: money.var_payment_id, status: 'A' });
    expect(await attempt(shopper, providerOrderId)).toMatchObject({ status: 'paid', order_id: order!.id });
    const listed = (await call(server.url, 'GET', '/orders', { token: shopper.token })).body.data as {
      int_glcode: number;
    }[];
    expect(listed.map((o) => o.int_glcode)).toEqual([order!.id]);

    const settled = await intentOf(providerOrderId);
    expect((await deliver(event, { eventId: 'evt_first_capture' })).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await ordersFor(providerOrderId)).toHaveLength(1);
    expect(await intentOf(providerOrderId)).toEqual(settled);

    // The browser's step 2, late: the same order, no second one.
    const late = await onlineStepTwo(server.url, shopper, money);
    expect(late.status).toBe(201);
    expect(late.body.data.int_glcode).toBe(order!.id);
    expect(await ordersFor(providerOrderId)).toHaveLength(1);
  });

  it('captured after its hold ended and its last unit sold: refunded, once', async () => {
    const { shopper, pick, providerOrderId, amount } = await started(1);
    const money = paidUnseen(providerOrderId);
    shift = (HOLD_SECONDS + 1) * 1000;
    await sweepPayments(server.ctx, server.app.log);
    expect((await intentOf(providerOrderId)).status).toBe('expired');
    const other = await newShopper(server.url);
    await addToCart(server.url, other, pick, 1);
    expect((await call(server.url, 'POST', '/orders', { token: other.token, body: cashOrder(other) })).status).toBe(
      201,
    );

    const event = captured(providerOrderId, money.var_payment_id, amount);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await ordersFor(providerOrderId)).toHaveLength(0);
    expect(provider.refunds.get(money.var_payment_id)).toHaveLength(1);
    expect(await attempt(shopper, providerOrderId)).toMatchObject({ status: 'refunded', order_id: null });
  });

  it('racing its own step 2: one order, which both answer', async () => {
    const { shopper, providerOrderId, amount } = await started();
    const money = paidUnseen(providerOrderId);
    const [hook, stepTwo] = await Promise.all([
      deliver(captured(providerOrderId, money.var_payment_id, amount)),
      onlineStepTwo(server.url, shopper, money),
    ]);
    expect(hook.status).toBe(200);
    expect(stepTwo.status).toBe(201);
    const placed = await ordersFor(providerOrderId);
    expect(placed.map((o) => o.id)).toEqual([stepTwo.body.data.int_glcode]);
    expect(provider.refunds.has(money.var_payment_id)).toBe(false);
  });
});

describe('a payment for another amount or currency than asked', () => {
  /** The scrape's count of refused payments: its one sample line. */
  const mismatches = async () => {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const line = text
      .split('\n')
      .find((candidate) => candidate.startsWith('statefront_payment_amount_mismatches_total '));
    return Number(line?.split(' ')[1]);
  };
  const stockOf = async (variantId: number) =>
    (await server.ctx.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId)))[0]!.stock;

  it('1 paise against the amount asked: no order, the paisa given back, the hold released, counted once', async () => {
    const { shopper, pick, providerOrderId, amount } = await started(5);
    expect(amount).toBeGreaterThan(1);
    expect(await stockOf(pick.variantId)).toBe(4);
    const counted = await mismatches();
    const money = paidUnseen(providerOrderId);
    const event = captured(providerOrderId, money.var_payment_id, 1);

    expect((await deliver(event)).status).toBe(200);
    // Delivered again under another event id: nothing more.
    expect((await deliver(event)).status).toBe(200);
    expect(await ordersFor(providerOrderId)).toHaveLength(0);
    expect(provider.refunds.get(money.var_payment_id)).toEqual([expect.objectContaining({ amount: 1 })]);
    expect(await intentOf(providerOrderId)).toMatchObject({
      status: 'refunded',
      paymentId: money.var_payment_id,
      refundPaise: 1,
    });
    expect(await stockOf(pick.variantId)).toBe(5);
    expect(await mismatches()).toBe(counted + 1);
    // The browser's step 2 for that payment, signed as the provider signs it: the refund, never an order.
    expect((await onlineStepTwo(server.url, shopper, money)).status).toBe(409);
    expect(await ordersFor(providerOrderId)).toHaveLength(0);
  });

  it('the amount asked in another currency: no order, given back, counted', async () => {
    const { providerOrderId, amount } = await started();
    const counted = await mismatches();
    const money = paidUnseen(providerOrderId);

    expect((await deliver(captured(providerOrderId, money.var_payment_id, amount, 'USD'))).status).toBe(200);
    expect(await ordersFor(providerOrderId)).toHaveLength(0);
    expect(provider.refunds.get(money.var_payment_id)).toEqual([expect.objectContaining({ amount })]);
    expect((await intentOf(providerOrderId)).status).toBe('refunded');
    expect(await mismatches()).toBe(counted + 1);
  });

  it('reported after step 2 placed its order: the order stands, nothing is refunded, it is recorded and counted', async () => {
    const { shopper, providerOrderId } = await started();
    const money = paidUnseen(providerOrderId);
    const placed = await onlineStepTwo(server.url, shopper, money);
    expect(placed.status).toBe(201);
    const counted = await mismatches();

    expect((await deliver(captured(providerOrderId, money.var_payment_id, 1))).status).toBe(200);
    expect((await ordersFor(providerOrderId)).map((o) => o.id)).toEqual([placed.body.data.int_glcode]);
    expect(provider.refunds.has(money.var_payment_id)).toBe(false);
    const recorded = await server.ctx.db
      .select()
      .from(paymentMismatches)
      .where(eq(paymentMismatches.paymentId, money.var_payment_id));
    expect(recorded).toMatchObject([{ amount: 1, currency: 'INR', refundId: null }]);
    expect(await mismatches()).toBe(counted + 1);
  });
});

describe('refund.processed', () => {
  it('records a refund the server owed whose answer it never got; the sweep then makes none', async () => {
    const { shopper, orderId, providerOrderId, paymentId } = await paidOnlineOrder(server.url, server.ctx.db);
    // The refund owed, as a cancel whose provider call was lost leaves it.
    await server.ctx.db
      .update(paymentIntents)
      .set({ refundDueAt: server.ctx.now() })
      .where(eq(paymentIntents.orderId, orderId));
    await server.ctx.db.update(orders).set({ status: 'C' }).where(eq(orders.id, orderId));

    const event = {
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: 'rfnd_from_razorpay', payment_id: paymentId, amount: 12345, status: 'processed' } },
      },
    };
    expect((await deliver(event)).status).toBe(200);
    expect(await intentOf(providerOrderId)).toMatchObject({
      status: 'refunded',
      refundId: 'rfnd_from_razorpay',
      refundPaise: 12345,
    });
    await sweepPayments(server.ctx, server.app.log);
    expect(provider.refunds.has(paymentId)).toBe(false);
    expect(
      (await call(server.url, 'GET', `/orders/${orderId}`, { token: shopper.token })).body.data.refund,
    ).toMatchObject({
      status: 'refunded',
      amount: 123.45,
    });
  });
});
