/**
 * A cancelled or returned order paid online is refunded through the provider, once,
 * however the cancel is sent; a refund the provider fails stays owed, the cancel stands,
 * and the sweep makes it (decision 0023). Real HTTP and database (PGlite).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder, receiveReturnOf } from '#server/cli/commands';
import { orders, paymentIntents } from '#server/db/schema';
import { DEMO_SHOPPER } from '#server/seed/demo-users';
import { sweepPayments } from '#server/orders/payments/sweep';
import { startTestServer, type TestServer } from '#tests/support/server';
import { ownVariant } from '#tests/support/own-products';
import {
  addToCart,
  call,
  cashOrder,
  newShopper,
  FlakySandbox,
  paidOnlineOrder,
  stockOf,
  type Shopper,
} from '../support';

const provider = new FlakySandbox('refunds-sandbox-secret');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ctx: { payments: provider } });
});
afterAll(() => server?.close());

const paidOrder = () => paidOnlineOrder(server.url, server.ctx.db);
const cancel = (shopper: Shopper, id: number) =>
  call(server.url, 'PUT', `/orders/${id}/cancel`, { token: shopper.token });
const orderOf = async (shopper: Shopper, id: number) =>
  (await call(server.url, 'GET', `/orders/${id}`, { token: shopper.token })).body.data;
const listed = async (shopper: Shopper, id: number) =>
  ((await call(server.url, 'GET', '/orders', { token: shopper.token })).body.data as { int_glcode: number }[]).find(
    (o) => o.int_glcode === id,
  );
const attempt = async (shopper: Shopper, providerOrderId: string) =>
  (await call(server.url, 'GET', `/payments/${providerOrderId}`, { token: shopper.token })).body.data;
const intentOf = async (providerOrderId: string) =>
  (await server.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.providerOrderId, providerOrderId)))[0]!;

describe('cancelling an order paid online', () => {
  it('two cancels at once: one cancels, the other is refused, and the payment is refunded exactly once', async () => {
    const { shopper, orderId, providerOrderId, paymentId, variant } = await paidOrder();
    const stock = await stockOf(server.ctx.db, variant.variantId);

    const answers = await Promise.all([cancel(shopper, orderId), cancel(shopper, orderId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const again = await cancel(shopper, orderId);
    expect(again.status).toBe(409);

    expect(provider.refunds.get(paymentId)).toHaveLength(1);
    const [given] = provider.refunds.get(paymentId)!;
    const order = await orderOf(shopper, orderId);
    expect(given!.amount).toBe(Math.round(order.var_payable_amount * 100));
    expect(order.refund).toEqual({
      status: 'refunded',
      amount: order.var_payable_amount,
      refunded_at: expect.any(String),
    });
    expect((await listed(shopper, orderId))!).toMatchObject({ chr_status: 'C', refund: { status: 'refunded' } });
    expect(await attempt(shopper, providerOrderId)).toMatchObject({ status: 'refunded', order_id: orderId });
    expect(await intentOf(providerOrderId)).toMatchObject({ status: 'refunded', refundId: given!.id });
    expect(await stockOf(server.ctx.db, variant.variantId)).toBe(stock + 1);

    // A later sweep finds nothing owed.
    await sweepPayments(server.ctx, server.app.log);
    expect(provider.refunds.get(paymentId)).toHaveLength(1);
  });

  it('a refund the provider fails keeps the cancel; the sweep makes it once the provider answers', async () => {
    const { shopper, orderId, providerOrderId, paymentId } = await paidOrder();
    provider.refundsFail = true;
    try {
      expect((await cancel(shopper, orderId)).status).toBe(200);
      const order = await orderOf(shopper, orderId);
      expect(order).toMatchObject({
        chr_status: 'C',
        refund: { status: 'due', amount: order.var_payable_amount, refunded_at: null },
      });
      expect(await attempt(shopper, providerOrderId)).toMatchObject({ status: 'paid', order_id: orderId });
      await sweepPayments(server.ctx, server.app.log);
      expect((await orderOf(shopper, orderId)).refund.status).toBe('due');
    } finally {
      provider.refundsFail = false;
    }
    expect(provider.refunds.has(paymentId)).toBe(false);

    await Promise.all([sweepPayments(server.ctx, server.app.log), sweepPayments(server.ctx, server.app.log)]);
    expect(provider.refunds.get(paymentId)).toHaveLength(1);
    expect((await orderOf(shopper, orderId)).refund.status).toBe('refunded');
    expect(await attempt(shopper, providerOrderId)).toMatchObject({ status: 'refunded', order_id: orderId });
  });

  it("the demo's own order paid online is refunded as any: the seed leaves its payment taken", async () => {
    const [seeded] = await server.ctx.db
      .select({ id: orders.id, paymentId: orders.paymentId, payable: orders.payablePaise })
      .from(orders)
      .where(and(eq(orders.paymentMode, 'O'), eq(orders.status, 'S')));
    expect(seeded, 'the seed has a shipped order paid online').toBeDefined();
    const token = await server.login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect((await call(server.url, 'PUT', `/orders/${seeded!.id}/cancel`, { token })).status).toBe(200);
    expect(provider.refunds.get(seeded!.paymentId)).toEqual([{ id: expect.any(String), amount: seeded!.payable }]);
  });

  it('a cash order owes no refund', async () => {
    const variant = await ownVariant(server.ctx.db, 5);
    const shopper = await newShopper(server.url);
    await addToCart(server.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 1);
    const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    expect(placed.status).toBe(201);
    expect((await cancel(shopper, placed.body.data.int_glcode)).status).toBe(200);
    expect((await orderOf(shopper, placed.body.data.int_glcode)).refund).toBeNull();
  });
});

describe('returning a delivered order paid online', () => {
  it('is refunded only once the shop has its last line back, by the payments pass', async () => {
    const { shopper, orderId, paymentId } = await paidOrder();
    for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(orderId));
    const order = await orderOf(shopper, orderId);
    expect(order.refund).toBeNull();
    const line = order.fk_product_arr[0];
    const returned = await call(server.url, 'PUT', '/return', {
      token: shopper.token,
      body: {
        order_id: orderId,
        fk_product: line.int_glcode,
        fk_variant: line.variants.int_glCode,
        return_text: 'Too small',
      },
    });
    expect(returned.status).toBe(200);
    // Asked back is not back (decision 0053): nothing is owed, and a pass refunds nothing.
    await sweepPayments(server.ctx, server.app.log);
    expect(provider.refunds.get(paymentId) ?? []).toHaveLength(0);
    expect(await orderOf(shopper, orderId)).toMatchObject({ chr_status: 'R', refund: null });

    expect(await receiveReturnOf(server.ctx.db, String(orderId), true)).toMatch(
      /Every line is back: the credit note is issued, and the online payment is refunded by the running shop\.$/,
    );
    expect(await orderOf(shopper, orderId)).toMatchObject({
      refund: { status: 'due', amount: order.var_payable_amount },
    });
    await sweepPayments(server.ctx, server.app.log);
    expect(provider.refunds.get(paymentId)).toHaveLength(1);
    expect(await orderOf(shopper, orderId)).toMatchObject({
      chr_status: 'R',
      refund: { status: 'refunded', amount: order.var_payable_amount },
    });
    await expect(receiveReturnOf(server.ctx.db, String(orderId), true)).rejects.toThrow(
      /has no return waiting for its goods/,
    );
  });
});
