/**
 * No charge without an order (issue 10, decision 0014): online step 1 holds the cart's
 * stock until the payment's expires_at; the hold goes back on expiry, on cancel or on a
 * newer attempt, and becomes the order at step 2; a payment step 2 cannot turn into an
 * order is refunded, once. Real HTTP and database; the server's clock is moved by hand.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentIntents, products } from '../../server/db/schema';
import { paymentMessages } from '../../server/payments/messages';
import { texts } from '../../spec/texts';
import { startTestServer, type TestServer } from '../support/server';
import {
  addToCart,
  call,
  cashOrder,
  newShopper,
  onlineStepOne,
  onlineStepTwo,
  sandboxPay,
  stockOf,
  variantWithStock,
  type SandboxPayment,
  type Shopper,
  type VariantPick,
} from './orders-support';

const HOLD_SECONDS = 900;
let server: TestServer;
/** How far the server's clock is ahead of the real one. */
let shift = 0;
const later = (seconds: number) => {
  shift += seconds * 1000;
};

beforeAll(async () => {
  server = await startTestServer({ ctx: { now: () => new Date(Date.now() + shift) }, config: { paymentHoldSeconds: HOLD_SECONDS } });
});
afterAll(() => server?.close());
beforeEach(() => {
  shift = 0;
});

const stepOne = (shopper: Shopper, amount?: number) => onlineStepOne(server.url, shopper, amount);
const stepTwo = (shopper: Shopper, paid: SandboxPayment, headers?: Record<string, string>) => onlineStepTwo(server.url, shopper, paid, headers);
const payment = (shopper: Shopper, id: string) => call(server.url, 'GET', `/payments/${id}`, { token: shopper.token });
const cancel = (shopper: Shopper, id: string) => call(server.url, 'DELETE', `/payments/${id}`, { token: shopper.token });
const cash = (shopper: Shopper, extra: Record<string, unknown> = {}) =>
  call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper, extra) });
const ordersOf = async (shopper: Shopper) => (await call(server.url, 'GET', '/orders', { token: shopper.token })).body.data as unknown[];
const stock = (pick: VariantPick) => stockOf(server.ctx.db, pick.variantId);
const intentOf = async (id: string) => (await server.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, id)))[0]!;

async function soldCount(pick: VariantPick) {
  const [row] = await server.ctx.db.select({ sold: products.soldCount }).from(products).where(eq(products.id, pick.productId));
  return row!.sold;
}

/** A shopper with `quantity` of `pick` in the cart. */
async function shopperWith(pick: VariantPick, quantity = 1) {
  const shopper = await newShopper(server.url);
  await addToCart(server.url, shopper, pick, quantity);
  return shopper;
}

/** Step 1 that must succeed: the provider order's id. */
async function started(shopper: Shopper): Promise<string> {
  const one = await stepOne(shopper);
  expect(one.status, JSON.stringify(one.body)).toBe(200);
  return one.body.data.id as string;
}

/** The probe: one unit of the n-th variant, wanted by A and B, and B's payment started (holding it). */
async function lastUnit(n: number) {
  const pick = await variantWithStock(server.ctx.db, n, 1);
  const sold = await soldCount(pick);
  const b = await shopperWith(pick);
  const a = await shopperWith(pick);
  return { pick, sold, a, b, id: await started(b) };
}

async function paid(id: string): Promise<SandboxPayment> {
  const answer = await sandboxPay(server.url, id);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('step 1 holds the stock', () => {
  it('the last unit: B starts paying, A’s cash order is refused as out of stock, B pays and gets the order', async () => {
    const { pick, sold, a, b, id } = await lastUnit(40);
    expect(await stock(pick)).toBe(0);
    expect(await soldCount(pick)).toBe(sold + 1);
    expect((await payment(b, id)).body.data).toMatchObject({ id, status: 'pending', order_id: null });

    const refused = await cash(a);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${pick.title}: ${texts.outOfStock}`);
    expect(await ordersOf(a)).toEqual([]);

    const two = await stepTwo(b, await paid(id));
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    expect(await stock(pick)).toBe(0);
    expect(await soldCount(pick)).toBe(sold + 1);
    expect((await payment(b, id)).body.data).toMatchObject({ status: 'paid', order_id: two.body.data.int_glcode });
    expect(await intentOf(id)).toMatchObject({ status: 'paid', capturedAt: expect.any(Date) });
  });

  it('a line short of stock at step 1 answers 409 with the stock message and holds nothing', async () => {
    const pick = await variantWithStock(server.ctx.db, 41, 3);
    const b = await shopperWith(pick, 3);
    const a = await shopperWith(pick, 2);
    expect((await cash(a)).status).toBe(201);

    const one = await stepOne(b);
    expect(one.status).toBe(409);
    expect(one.body.message).toBe(`${pick.title}: ${texts.stockLeft(1)}`);
    expect(await stock(pick)).toBe(1);
  });

  it('a new step 1 cancels the shopper’s earlier unpaid one, so their own hold never blocks them', async () => {
    const pick = await variantWithStock(server.ctx.db, 42, 1);
    const b = await shopperWith(pick);
    const first = await started(b);
    const second = await started(b);
    expect(second).not.toBe(first);
    expect(await stock(pick)).toBe(0);
    expect((await payment(b, first)).body.data.status).toBe('cancelled');
    expect((await payment(b, second)).body.data.status).toBe('pending');
    expect((await sandboxPay(server.url, first)).status).toBe(409);
    expect((await stepTwo(b, await paid(second))).status).toBe(201);
  });

  it('step 1 without an amount is a client mistake (400)', async () => {
    const b = await shopperWith(await variantWithStock(server.ctx.db, 43, 2));
    const answer = await call(server.url, 'POST', '/orders', { token: b.token, body: cashOrder(b, { var_payment_mode: 'O', currency: 'INR' }) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/amount/);
  });
});

describe('the hold is released', () => {
  it('on expiry: the next order finds the unit, the attempt reads expired and the sandbox refuses it', async () => {
    const { pick, sold, a, b, id } = await lastUnit(44);

    later(HOLD_SECONDS - 5);
    expect((await payment(b, id)).body.data.status).toBe('pending');
    expect((await cash(a)).status).toBe(409);

    later(10);
    expect((await payment(b, id)).body.data.status).toBe('expired');
    const refused = await sandboxPay(server.url, id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/expired/);
    const bought = await cash(a);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(await stock(pick)).toBe(0);
    expect(await soldCount(pick)).toBe(sold + 1);
    expect(await intentOf(id)).toMatchObject({ status: 'expired', capturedAt: null });
  });

  it('on expiry by the timer alone, with no request', async () => {
    const timed = await startTestServer({ ctx: { now: () => new Date(Date.now() + shift) }, config: { paymentHoldSeconds: 1 } });
    try {
      const pick = await variantWithStock(timed.ctx.db, 45, 2);
      const b = await newShopper(timed.url);
      await addToCart(timed.url, b, pick, 2);
      const one = await onlineStepOne(timed.url, b);
      expect(one.status).toBe(200);
      expect(await stockOf(timed.ctx.db, pick.variantId)).toBe(0);
      // The timer passes every second; give it a few.
      await expect.poll(() => stockOf(timed.ctx.db, pick.variantId), { timeout: 10_000, interval: 200 }).toBe(2);
      const [intent] = await timed.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, one.body.data.id));
      expect(intent?.status).toBe('expired');
    } finally {
      await timed.close();
    }
  });

  it('on cancel, once: 200 again for a cancelled or expired one, 404 for someone else’s', async () => {
    const pick = await variantWithStock(server.ctx.db, 46, 2);
    const sold = await soldCount(pick);
    const b = await shopperWith(pick, 2);
    const stranger = await newShopper(server.url);
    const id = await started(b);
    expect(await stock(pick)).toBe(0);

    expect((await cancel(stranger, id)).status).toBe(404);
    expect((await payment(stranger, id)).status).toBe(404);
    expect(await stock(pick)).toBe(0);

    const cancelled = await cancel(b, id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Payment cancelled');
    expect(await stock(pick)).toBe(2);
    expect(await soldCount(pick)).toBe(sold);
    expect((await cancel(b, id)).status).toBe(200);
    expect(await stock(pick)).toBe(2);
    expect((await payment(b, id)).body.data.status).toBe('cancelled');
    const refused = await sandboxPay(server.url, id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cancelled/);

    const expiring = await started(b);
    later(HOLD_SECONDS + 1);
    expect((await cancel(b, expiring)).status).toBe(200);
    expect(await stock(pick)).toBe(2);
    expect((await payment(b, 'sbx_order_none')).status).toBe(404);
  });

  it('not by cancel once the money is taken (409): step 2 settles it', async () => {
    const pick = await variantWithStock(server.ctx.db, 47, 1);
    const b = await shopperWith(pick);
    const id = await started(b);
    const money = await paid(id);
    const refused = await cancel(b, id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This payment was already made');
    expect(await stock(pick)).toBe(0);
    expect((await stepTwo(b, money)).status).toBe(201);
    expect((await cancel(b, id)).status).toBe(409);
  });
});

describe('the sandbox', () => {
  it('takes the money for a provider order once', async () => {
    const b = await shopperWith(await variantWithStock(server.ctx.db, 48, 1));
    const id = await started(b);
    await paid(id);
    const again = await sandboxPay(server.url, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment was already made');
  });
});

describe('step 2 after the hold ended', () => {
  it('takes the stock again when it is still there, once', async () => {
    const pick = await variantWithStock(server.ctx.db, 49, 3);
    const b = await shopperWith(pick, 2);
    const id = await started(b);
    const money = await paid(id);
    later(HOLD_SECONDS + 1);
    expect((await cash(await shopperWith(await variantWithStock(server.ctx.db, 50, 5)))).status).toBe(201); // any order sweeps
    expect(await stock(pick)).toBe(3);

    const two = await stepTwo(b, money);
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    expect(await stock(pick)).toBe(1);
    expect((await payment(b, id)).body.data).toMatchObject({ status: 'paid', order_id: two.body.data.int_glcode });
  });

  it('refunds when the unit was sold meanwhile: 409 saying so, status refunded, and a retry never refunds twice nor orders', async () => {
    const { pick, a, b, id } = await lastUnit(51);
    const money = await paid(id);
    later(HOLD_SECONDS + 1);
    expect((await cash(a)).status).toBe(201);
    expect(await stock(pick)).toBe(0);

    const refunded = paymentMessages.refunded;
    const two = await stepTwo(b, money);
    expect(two.status).toBe(409);
    expect(two.body.message).toBe(refunded);
    expect((await payment(b, id)).body.data).toMatchObject({ status: 'refunded', order_id: null });
    const intent = await intentOf(id);
    expect(intent).toMatchObject({ status: 'refunded', paymentId: money.var_payment_id, refundPaise: intent.amountPaise });
    expect(intent.refundId).toMatch(/^sbx_rfnd_/);
    expect(intent.refundedAt).toBeInstanceOf(Date);

    for (const headers of [{}, { 'Idempotency-Key': 'retry-after-refund-1' }, { 'Idempotency-Key': 'retry-after-refund-1' }] as Record<string, string>[]) {
      const retry = await stepTwo(b, money, headers);
      expect(retry.status).toBe(409);
      expect(retry.body.message).toBe(refunded);
    }
    expect(await intentOf(id)).toEqual(intent);
    expect(await ordersOf(b)).toEqual([]);
    expect(await stock(pick)).toBe(0);
    expect((await cancel(b, id)).status).toBe(409);
  });
});

describe('the total the shopper saw', () => {
  it('a cash order whose amount is not the server’s total is refused with 409 and the new total; the right one is placed', async () => {
    const pick = await variantWithStock(server.ctx.db, 52, 2);
    const b = await shopperWith(pick);
    const cart = (await call(server.url, 'GET', '/cart', { token: b.token })).body;
    const payable = Math.round(cart.gross_total * 100);

    const refused = await cash(b, { amount: payable + 100 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('The total is now ₹');
    expect(refused.body.message).toContain(cart.gross_total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    expect(await ordersOf(b)).toEqual([]);
    expect(await stock(pick)).toBe(2);

    const placed = await cash(b, { amount: payable });
    expect(placed.status).toBe(201);
    expect(await stock(pick)).toBe(1);
  });
});
