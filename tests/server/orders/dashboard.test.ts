/**
 * The shop at a glance (issue 52): two orders placed now, one of them cancelled, move today's figures by what they
 * are: both counted, the revenue only the one standing (net of refunds), one more to ship; a search that found
 * nothing is listed. Read as differences, since the seeded shop has figures of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboard } from '#server/orders/dashboard';
import { ownVariant } from '#tests/support/own-products';
import { startTestServer, type TestServer } from '#tests/support/server';
import { shopCommand } from '#tests/support/shop-command';
import { addToCart, call, cashOrder, newShopper } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function placed(): Promise<{ id: number; payable: number; token: string }> {
  const shopper = await newShopper(server.url);
  const variant = await ownVariant(server.ctx.db, 2);
  await addToCart(server.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 1);
  const answer = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
  return {
    id: answer.body.data.int_glcode,
    payable: Math.round(answer.body.data.var_payable_amount * 100),
    token: shopper.token,
  };
}

describe('the dashboard', () => {
  it('counts today’s orders, their revenue net of what was cancelled, and what waits', async () => {
    const before = await dashboard(server.ctx.db, new Date());
    const kept = await placed();
    const cancelled = await placed();
    await call(server.url, 'PUT', `/orders/${cancelled.id}/cancel`, { token: cancelled.token });
    await call(server.url, 'POST', '/search', { body: { search: 'zzqx unobtainium' } });
    const after = await dashboard(server.ctx.db, new Date());

    const today = (shop: typeof after) => shop.periods.find((p) => p.days === 1)!;
    expect(today(after).orders - today(before).orders).toBe(2);
    expect(today(after).revenuePaise - today(before).revenuePaise).toBe(kept.payable);
    expect(after.periods.map((p) => p.days)).toEqual([1, 7, 30]);
    expect(after.periods[2]!.orders).toBeGreaterThanOrEqual(after.periods[1]!.orders);
    expect(after.toShip - before.toShip).toBe(1);
    expect(after.searchesFoundNothing.map((miss) => miss.text)).toContain('zzqx unobtainium');
    const said = await shopCommand(server.ctx.db)('dashboard');
    expect(said.split('\n')[0]).toMatch(/^Today: \d+ orders?, ₹[\d,]+\.\d\d net of refunds, ₹[\d,]+\.\d\d an order$/);
    expect(said).toContain(`Waiting: ${after.toShip} to ship`);
  });
});
