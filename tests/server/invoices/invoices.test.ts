import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from '#server/cli/commands';
import { startTestServer } from '#tests/support/server';
import { addToCart, call, cashOrder, newShopper, variantWithStock } from '../orders/support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
/** Moves the server's clock forward without waiting. */
let clockOffset = 0;

beforeAll(async () => {
  server = await startTestServer({ ctx: { now: () => new Date(Date.now() + clockOffset) } });
});
afterAll(() => server?.close());

async function deliveredOrder() {
  const shopper = await newShopper(server.url);
  await addToCart(server.url, shopper, await variantWithStock(server.ctx.db, 50, 5), 2);
  const order = (await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) })).body
    .data;
  expect(order.invoice_url).toBeNull();
  for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, order.order_id);
  const view = (await call(server.url, 'GET', `/orders/${order.int_glcode}`, { token: shopper.token })).body.data;
  return { shopper, order: view as { int_glcode: number; order_id: string; invoice_url: string } };
}

const open = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(15_000) });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
};

describe('invoice', () => {
  it('opens a delivered order’s PDF from its link, without a token', async () => {
    const { order } = await deliveredOrder();
    expect(order.invoice_url).toMatch(new RegExp(`^/api/v1/invoice/[A-Za-z0-9_.-]+/${order.int_glcode}$`));
    const pdf = await open(order.invoice_url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`inline; filename="invoice-${order.order_id}.pdf"`);
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses the ticket for another order, a forged ticket and an expired one', async () => {
    const first = await deliveredOrder();
    const second = await deliveredOrder();
    const ticket = first.order.invoice_url.split('/')[4]!;
    const forOther = await open(`/api/v1/invoice/${ticket}/${second.order.int_glcode}`);
    expect(forOther.status).toBe(403);
    expect(JSON.parse(forOther.body.toString())).toHaveProperty('message');

    const tampered = ticket.slice(0, 5) + (ticket[5] === 'A' ? 'B' : 'A') + ticket.slice(6);
    expect((await open(`/api/v1/invoice/${tampered}/${first.order.int_glcode}`)).status).toBe(403);

    clockOffset = 6 * 60 * 1000;
    try {
      const expired = await open(first.order.invoice_url);
      expect(expired.status).toBe(403);
      expect(JSON.parse(expired.body.toString()).message).toMatch(/expired/);
    } finally {
      clockOffset = 0;
    }
  });
});
