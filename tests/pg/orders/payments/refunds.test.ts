/**
 * Refunds on PostgreSQL with two servers on one database (decision 0023): an order paid
 * online, cancelled through both servers at once, is refunded exactly once; a refund the
 * provider failed is made once when both servers' sweeps run at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepPayments } from '#server/orders/payments/sweep';
import { startTestServer, type TestServer } from '#tests/support/server';
import { call, FlakySandbox, paidOnlineOrder } from '#tests/server/orders/support';
import { databaseUrl } from '#tests/pg/pg-server';

const provider = new FlakySandbox('pg-refunds-sandbox-secret');

let servers: TestServer[] = [];
beforeAll(async () => {
  servers = [
    await startTestServer({ databaseUrl: databaseUrl(), ctx: { payments: provider } }),
    await startTestServer({ databaseUrl: databaseUrl(), ctx: { payments: provider } }),
  ];
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

const ROUNDS = 6;

describe('refunds on PostgreSQL, two servers', () => {
  it(`${ROUNDS} orders each cancelled through both servers at once: one cancel each, one refund each`, async () => {
    const [a, b] = servers as [TestServer, TestServer];
    for (let round = 0; round < ROUNDS; round++) {
      const { shopper, orderId, paymentId } = await paidOnlineOrder(a.url, a.ctx.db);
      const answers = await Promise.all(
        [a, b].map((server) => call(server.url, 'PUT', `/orders/${orderId}/cancel`, { token: shopper.token })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(provider.refunds.get(paymentId), `round ${round}`).toHaveLength(1);
      const order = (await call(b.url, 'GET', `/orders/${orderId}`, { token: shopper.token })).body.data;
      expect(order.refund).toMatchObject({ status: 'refunded', amount: order.var_payable_amount });
    }
  });

  it('a refund the provider failed is made once by two sweeps at once', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const { shopper, orderId, paymentId } = await paidOnlineOrder(a.url, a.ctx.db);
    provider.refundsFail = true;
    try {
      expect((await call(a.url, 'PUT', `/orders/${orderId}/cancel`, { token: shopper.token })).status).toBe(200);
    } finally {
      provider.refundsFail = false;
    }
    expect(provider.refunds.has(paymentId)).toBe(false);
    await Promise.all([sweepPayments(a.ctx, a.app.log), sweepPayments(b.ctx, b.app.log)]);
    expect(provider.refunds.get(paymentId)).toHaveLength(1);
    expect((await call(b.url, 'GET', `/orders/${orderId}`, { token: shopper.token })).body.data.refund.status).toBe(
      'refunded',
    );
  });
});
