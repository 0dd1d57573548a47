/**
 * No charge without an order (issue 10, decision 0014): online step 1 holds the cart's
 * stock until the payment's expires_at; the hold goes back on expiry, on cancel or on a
 * newer attempt, and becomes the order at step 2; a payment taken is settled, by step 2,
 * getPayment or the sweep, into its order or, when none can be placed, a refund, once.
 * Real HTTP and database; the server's clock is moved by hand.
 */
import { foldSoldCounts } from '#server/orders/sold-counts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentIntents, products } from '#server/db/schema';
import { messages } from '#server/messages/messages';
import { SandboxProvider } from '#server/payment-provider/sandbox';
import { sweepPayments } from '#server/orders/payments/sweep';
import { texts } from '#rules/texts';
import { startTestServer, type TestServer } from '#tests/support/server';
import {
  addToCart,
  call,
  cashOrder,
  newShopper,
  onlineStepOne,
  onlineStepTwo,
  releasedBeforeSettlement,
  sandboxPay,
  stockOf,
  variantWithStock,
  type SandboxPayment,
  type Shopper,
  type VariantPick,
} from '../support';

const HOLD_SECONDS = 900;
const SETTLE_SECONDS = 120;

/**
 * The sandbox (which records the refunds it gives per payment), answering like Razorpay for
 * payments the server was never told of (paidWhileAway), or failing as an unreachable provider.
 */
class CountingSandbox extends SandboxProvider {
  readonly takenUntold = new Map<string, string>();
  unreachable = false;
  override async takenPayment(providerOrderId: string) {
    if (this.unreachable) throw new Error('the provider did not answer');
    return this.takenUntold.get(providerOrderId) ?? null;
  }
}
const provider = new CountingSandbox('payment-reservations-sandbox-secret');

let server: TestServer;
/** How far the server's clock is ahead of the real one. */
let shift = 0;
const later = (seconds: number) => {
  shift += seconds * 1000;
};

beforeAll(async () => {
  server = await startTestServer({
    ctx: { now: () => new Date(Date.now() + shift), payments: provider },
    config: { paymentHoldSeconds: HOLD_SECONDS, paymentSettleSeconds: SETTLE_SECONDS },
  });
});
afterAll(() => server?.close());
beforeEach(() => {
  shift = 0;
  provider.unreachable = false;
});

const stepOne = (shopper: Shopper, amount?: number) => onlineStepOne(server.url, shopper, amount);
const stepTwo = (shopper: Shopper, paid: SandboxPayment, headers?: Record<string, string>) =>
  onlineStepTwo(server.url, shopper, paid, headers);
const payment = (shopper: Shopper, id: string) => call(server.url, 'GET', `/payments/${id}`, { token: shopper.token });
const cancel = (shopper: Shopper, id: string) =>
  call(server.url, 'DELETE', `/payments/${id}`, { token: shopper.token });
const cash = (shopper: Shopper, extra: Record<string, unknown> = {}) =>
  call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper, extra) });
const ordersOf = async (shopper: Shopper) =>
  (await call(server.url, 'GET', '/orders', { token: shopper.token })).body.data as unknown[];
const stock = (pick: VariantPick) => stockOf(server.ctx.db, pick.variantId);
const intentOf = async (id: string) =>
  (await server.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, id)))[0]!;
const sweep = () => sweepPayments(server.ctx, server.app.log);

/** As counted once the sold-counts pass has run (decision 0081). */
async function soldCount(pick: VariantPick) {
  await foldSoldCounts(server.ctx.db);
  const [row] = await server.ctx.db
    .select({ sold: products.soldCount })
    .from(products)
    .where(eq(products.id, pick.productId));
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

const statusOn = async (on: TestServer, id: string) =>
  (await on.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, id)))[0]?.status;

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

/** Paid at the provider after the server last asked it: the server learns of it at step 2. */
const paidUnseen = (id: string): SandboxPayment => provider.pay(id);

/** Paid in Razorpay's checkout and the browser gone before step 2: only asking the provider reveals it. */
function paidWhileAway(id: string): SandboxPayment {
  const money = provider.pay(id);
  provider.takenUntold.set(id, money.var_payment_id);
  return money;
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

  it('a cash order cancels the shopper’s own unpaid attempt too: a reload mid-payment never leaves them out of stock', async () => {
    const pick = await variantWithStock(server.ctx.db, 60, 1);
    const sold = await soldCount(pick);
    const b = await shopperWith(pick);
    const abandoned = await started(b); // the page reloaded before step 1's answer: the browser never knew this attempt
    expect(await stock(pick)).toBe(0);

    const order = await cash(b);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(await stock(pick)).toBe(0);
    expect(await soldCount(pick)).toBe(sold + 1);
    expect((await payment(b, abandoned)).body.data.status).toBe('cancelled');
    expect((await sandboxPay(server.url, abandoned)).status).toBe(409);
  });

  it('step 1 without an amount is a client mistake (400)', async () => {
    const b = await shopperWith(await variantWithStock(server.ctx.db, 43, 2));
    const answer = await call(server.url, 'POST', '/orders', {
      token: b.token,
      body: cashOrder(b, { var_payment_mode: 'O', currency: 'INR' }),
    });
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

describe('the sweep on its own timer, with no request', () => {
  // A server of its own whose timer is a fake interval the tests move on, on the file's
  // clock moved by hand: the timer's pass does the work, and nothing waits for a hold or a
  // grace to run out. The sweep passes at least once a minute whatever the hold and grace.
  let timed: TestServer;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    timed = await startTestServer({
      ctx: { now: () => new Date(Date.now() + shift) },
      config: { paymentHoldSeconds: HOLD_SECONDS, paymentSettleSeconds: SETTLE_SECONDS },
    });
  });
  afterAll(async () => {
    await timed?.close();
    vi.useRealTimers();
  });
  const aMinuteOfTimer = () => vi.advanceTimersByTime(60_000);

  /** `quantity` of the n-th variant held by a shopper's step 1 on the timed server. */
  async function held(n: number, quantity: number) {
    const pick = await variantWithStock(timed.ctx.db, n, quantity);
    const b = await newShopper(timed.url);
    await addToCart(timed.url, b, pick, quantity);
    const one = await onlineStepOne(timed.url, b);
    expect(one.status).toBe(200);
    expect(await stockOf(timed.ctx.db, pick.variantId)).toBe(0);
    return { pick, b, id: one.body.data.id as string };
  }

  it('releases a hold whose time ran out', async () => {
    const { pick, id } = await held(45, 2);
    later(HOLD_SECONDS + 1);
    expect(await stockOf(timed.ctx.db, pick.variantId)).toBe(0);
    aMinuteOfTimer();
    await expect.poll(() => stockOf(timed.ctx.db, pick.variantId), { timeout: 10_000 }).toBe(2);
    expect(await statusOn(timed, id)).toBe('expired');
  });

  it('settles a payment taken into its order once the grace is over, never releasing it', async () => {
    const { pick, b, id } = await held(59, 1);
    expect((await sandboxPay(timed.url, id)).status).toBe(200);
    later(SETTLE_SECONDS + 1);
    expect(await statusOn(timed, id)).toBe('pending');
    aMinuteOfTimer();
    await expect.poll(() => statusOn(timed, id), { timeout: 10_000 }).toBe('paid');
    expect(await stockOf(timed.ctx.db, pick.variantId)).toBe(0);
    expect((await call(timed.url, 'GET', '/orders', { token: b.token })).body.data).toHaveLength(1);
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

describe('step 2 after the hold ended, paid after the server last asked the provider', () => {
  it('takes the stock again when it is still there, once', async () => {
    const pick = await variantWithStock(server.ctx.db, 49, 3);
    const b = await shopperWith(pick, 2);
    const id = await started(b);
    const money = paidUnseen(id);
    later(HOLD_SECONDS + 1);
    // The hold's units go back (a placement that claimed its own units leaves that to the sweep, decision 0073).
    await sweep();
    expect(await stock(pick)).toBe(3);

    const two = await stepTwo(b, money);
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    expect(await stock(pick)).toBe(1);
    expect((await payment(b, id)).body.data).toMatchObject({ status: 'paid', order_id: two.body.data.int_glcode });
  });

  it('refunds when the unit was sold meanwhile: 409 saying so, status refunded, and a retry never refunds twice nor orders', async () => {
    const { pick, a, b, id } = await lastUnit(51);
    const money = paidUnseen(id);
    later(HOLD_SECONDS + 1);
    expect((await cash(a)).status).toBe(201);
    expect(await stock(pick)).toBe(0);

    const refunded = messages.payments.refunded;
    const two = await stepTwo(b, money);
    expect(two.status).toBe(409);
    expect(two.body.message).toBe(refunded);
    expect((await payment(b, id)).body.data).toMatchObject({ status: 'refunded', order_id: null });
    const intent = await intentOf(id);
    expect(intent).toMatchObject({
      status: 'refunded',
      paymentId: money.var_payment_id,
      refundPaise: intent.amountPaise,
    });
    expect(intent.refundId).toMatch(/^sbx_rfnd_/);
    expect(intent.refundedAt).toBeInstanceOf(Date);
    expect(provider.refunds.get(money.var_payment_id)).toHaveLength(1);

    for (const headers of [
      {},
      { 'Idempotency-Key': 'retry-after-refund-1' },
      { 'Idempotency-Key': 'retry-after-refund-1' },
    ] as Record<string, string>[]) {
      const retry = await stepTwo(b, money, headers);
      expect(retry.status).toBe(409);
      expect(retry.body.message).toBe(refunded);
    }
    expect(await intentOf(id)).toEqual(intent);
    expect(provider.refunds.get(money.var_payment_id)).toHaveLength(1);
    expect(await ordersOf(b)).toEqual([]);
    expect(await stock(pick)).toBe(0);
    expect((await cancel(b, id)).status).toBe(409);
  });
});

describe('a payment taken whose step 2 never comes (the browser died after paying)', () => {
  it('is settled by the sweep after the grace: the order from the held unit, the attempt paid with it', async () => {
    const { pick, sold, a, b, id } = await lastUnit(53);
    const money = await paid(id);

    later(SETTLE_SECONDS - 5);
    await sweep();
    expect(await intentOf(id)).toMatchObject({ status: 'pending', orderId: null });
    later(10);
    await sweep();
    const intent = await intentOf(id);
    expect(intent).toMatchObject({
      status: 'paid',
      orderId: expect.any(Number),
      paymentId: money.var_payment_id,
      refundId: null,
    });

    expect(await ordersOf(b)).toEqual([expect.objectContaining({ int_glcode: intent.orderId, var_payment_mode: 'O' })]);
    expect((await payment(b, id)).body.data).toMatchObject({ status: 'paid', order_id: intent.orderId });
    expect(await stock(pick)).toBe(0);
    expect(await soldCount(pick)).toBe(sold + 1);
    expect((await call(server.url, 'GET', '/cart', { token: b.token })).body.data).toEqual([]);
    expect((await cash(a)).status).toBe(409);
    expect(provider.refunds.has(money.var_payment_id)).toBe(false);
  });

  it(
    'is settled, not released, when its hold’s time runs out before the grace: nobody else ' +
      'buys the unit, and it never reads expired',
    async () => {
      const { pick, sold, a, b, id } = await lastUnit(54);
      later(HOLD_SECONDS - 10);
      await paid(id);
      later(11);

      expect((await cash(a)).status).toBe(409);
      expect(await stock(pick)).toBe(0);
      expect((await payment(b, id)).body.data).toMatchObject({ status: 'paid', order_id: expect.any(Number) });
      expect(await ordersOf(b)).toHaveLength(1);
      expect(await soldCount(pick)).toBe(sold + 1);
    },
  );

  it('the sweep settles it at the hold’s time too, with no one asking', async () => {
    const { b, id } = await lastUnit(55);
    later(HOLD_SECONDS - 10);
    await paid(id);
    later(11);
    await sweep();
    expect(await intentOf(id)).toMatchObject({ status: 'paid', orderId: expect.any(Number) });
    expect(await ordersOf(b)).toHaveLength(1);
  });

  it('is settled when the shopper reads the attempt, and a late step 2 answers that same order, every time', async () => {
    const { pick, b, id } = await lastUnit(56);
    const money = await paid(id);

    const read = (await payment(b, id)).body.data;
    expect(read).toMatchObject({ id, status: 'paid', order_id: expect.any(Number) });
    const first = await stepTwo(b, money);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.int_glcode).toBe(read.order_id);
    for (const headers of [
      { 'Idempotency-Key': 'late-step-two-1' },
      { 'Idempotency-Key': 'late-step-two-1' },
      {},
    ] as Record<string, string>[]) {
      const again = await stepTwo(b, money, headers);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
    }
    expect(await ordersOf(b)).toHaveLength(1);
    expect(await stock(pick)).toBe(0);
    await sweep();
    expect(await ordersOf(b)).toHaveLength(1);
  });

  it('read and step 2 at once place one order, and every answer names it', async () => {
    const { pick, sold, b, id } = await lastUnit(57);
    const money = await paid(id);

    const [read1, two1, read2, two2] = await Promise.all([
      payment(b, id),
      stepTwo(b, money, { 'Idempotency-Key': 'concurrent-step-two' }),
      payment(b, id),
      stepTwo(b, money),
    ]);
    const order = two1.body.data?.int_glcode as number;
    expect(two1.status, JSON.stringify(two1.body)).toBe(201);
    expect(two2.status, JSON.stringify(two2.body)).toBe(201);
    expect(two2.body.data.int_glcode).toBe(order);
    for (const read of [read1, read2]) expect(read.body.data).toMatchObject({ status: 'paid', order_id: order });
    expect((await ordersOf(b)) as { int_glcode: number }[]).toEqual([expect.objectContaining({ int_glcode: order })]);
    expect(await stock(pick)).toBe(0);
    expect(await soldCount(pick)).toBe(sold + 1);
  });

  it('is refunded, once, when its hold was released and the unit sold meanwhile; a late step 2 answers the same refund', async () => {
    const { pick, a, b, id } = await lastUnit(58);
    const money = await paid(id);
    // Only a server from before settlement released a taken payment's hold.
    await releasedBeforeSettlement(server.ctx.db, id);
    expect((await cash(a)).status).toBe(201);

    later(SETTLE_SECONDS + 1);
    const [read, , again] = await Promise.all([payment(b, id), sweep(), payment(b, id)]);
    for (const answer of [read, again]) expect(answer.body.data).toMatchObject({ status: 'refunded', order_id: null });
    const intent = await intentOf(id);
    expect(intent).toMatchObject({
      status: 'refunded',
      orderId: null,
      paymentId: money.var_payment_id,
      refundPaise: intent.amountPaise,
    });
    expect(provider.refunds.get(money.var_payment_id)).toHaveLength(1);

    const late = await stepTwo(b, money);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(messages.payments.refunded);
    await sweep();
    expect(provider.refunds.get(money.var_payment_id)).toHaveLength(1);
    expect(await intentOf(id)).toEqual(intent);
    expect(await ordersOf(b)).toEqual([]);
    expect(await stock(pick)).toBe(0);
  });
});

describe('a payment only the provider knows of (Razorpay’s checkout paid, the browser gone before step 2)', () => {
  it('is found when its hold’s time runs out, and settled into the order instead of released', async () => {
    const { pick, sold, a, b, id } = await lastUnit(61);
    const money = paidWhileAway(id);
    later(HOLD_SECONDS + 1);

    expect((await cash(a)).status).toBe(409);
    await sweep();
    const intent = await intentOf(id);
    expect(intent).toMatchObject({
      status: 'paid',
      orderId: expect.any(Number),
      paymentId: money.var_payment_id,
      refundId: null,
    });
    expect(await ordersOf(b)).toEqual([expect.objectContaining({ int_glcode: intent.orderId, var_payment_mode: 'O' })]);
    expect(await stock(pick)).toBe(0);
    expect(await soldCount(pick)).toBe(sold + 1);
    expect(provider.refunds.has(money.var_payment_id)).toBe(false);
  });

  it('is found when the shopper cancels: 409, and the attempt reads paid with its order', async () => {
    const { pick, b, id } = await lastUnit(62);
    paidWhileAway(id);

    const cancelled = await cancel(b, id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(messages.payments.alreadyPaid);
    expect((await payment(b, id)).body.data).toMatchObject({ status: 'paid', order_id: expect.any(Number) });
    expect(await ordersOf(b)).toHaveLength(1);
    expect(await stock(pick)).toBe(0);
  });

  it(
    'is found when the shopper starts paying again: the new attempt is refused, the paid one ' +
      'keeps its unit and becomes the order',
    async () => {
      const { pick, b, id } = await lastUnit(63);
      paidWhileAway(id);

      expect((await stepOne(b)).status).toBe(409);
      expect(await intentOf(id)).toMatchObject({ status: 'pending', capturedAt: expect.any(Date) });
      expect((await payment(b, id)).body.data).toMatchObject({ status: 'paid', order_id: expect.any(Number) });
      expect(await ordersOf(b)).toHaveLength(1);
      expect(await stock(pick)).toBe(0);
    },
  );

  it('a hold the provider cannot be asked about is kept, and released once it answers that nobody paid', async () => {
    const { pick, a, b, id } = await lastUnit(64);
    provider.unreachable = true;
    later(HOLD_SECONDS + 1);

    await sweep();
    expect(await intentOf(id)).toMatchObject({ status: 'pending', capturedAt: null });
    expect((await cancel(b, id)).status).toBe(500);
    expect((await cash(a)).status).toBe(409);
    expect(await stock(pick)).toBe(0);

    provider.unreachable = false;
    await sweep();
    expect(await intentOf(id)).toMatchObject({ status: 'expired', capturedAt: null });
    expect((await cash(a)).status).toBe(201);
    expect(await stock(pick)).toBe(0);
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
    expect(refused.body.message).toContain(
      cart.gross_total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    expect(await ordersOf(b)).toEqual([]);
    expect(await stock(pick)).toBe(2);

    const placed = await cash(b, { amount: payable });
    expect(placed.status).toBe(201);
    expect(await stock(pick)).toBe(1);
  });
});
