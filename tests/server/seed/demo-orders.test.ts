/**
 * The demo's orders the shop has moved on carry its steps (server/seed/fulfilment.ts): the back office's timeline of
 * each reads as the command line would have left it, a return's goods received too, and the shopper sees the carrier
 * and tracking number of one shipped. Orders not yet shipped have no shipment.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminOrderDetail } from '#server/admin/order-detail';
import { orderLines, orders, returns, users } from '#server/db/schema';
import { DEMO_SHOPPER } from '#server/seed/demo-users';
import { startTestServer, type TestServer } from '#tests/support/server';
import { call } from '../orders/support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The demo shopper's order in `status`, as seeded. */
async function demoOrder(status: 'P' | 'S' | 'D' | 'R') {
  const [order] = await server.ctx.db
    .select({ id: orders.id, number: orders.orderNumber })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(users.email, DEMO_SHOPPER.email), eq(orders.status, status)));
  return order!;
}

const timelineOf = async (id: number) =>
  (await adminOrderDetail(server.ctx, server.ctx.db, id)).timeline.map((entry) => `${entry.who}: ${entry.text}`);

it('gives each order the steps its status has passed, in order, a returned one its receipt, a shipped one its tracking', async () => {
  const [processed, shipped, delivered] = [await demoOrder('P'), await demoOrder('S'), await demoOrder('D')];
  expect(await timelineOf(processed.id)).toEqual(['Shopper: Placed the order', 'Command line: Processed the order']);
  expect(await timelineOf(shipped.id)).toEqual([
    'Shopper: Placed the order',
    'Command line: Processed the order',
    `Command line: Shipped the order with Delhivery, tracking DL ${4711_0000 + shipped.id}`,
  ]);
  expect(await timelineOf(delivered.id)).toEqual([
    'Shopper: Placed the order',
    'Command line: Processed the order',
    `Command line: Shipped the order with Delhivery, tracking DL ${4711_0000 + delivered.id}`,
    'Command line: Marked the order delivered',
  ]);

  const returned = await demoOrder('R');
  const [asked] = await server.ctx.db
    .select({ title: orderLines.title })
    .from(returns)
    .innerJoin(orderLines, eq(orderLines.id, returns.orderLineId))
    .where(eq(returns.orderId, returned.id));
  expect(await timelineOf(returned.id)).toEqual([
    'Shopper: Placed the order',
    'Command line: Processed the order',
    `Command line: Shipped the order with Delhivery, tracking DL ${4711_0000 + returned.id}`,
    'Command line: Marked the order delivered',
    `Shopper: Asked to return ${asked!.title}`,
    'Command line: Had returned goods back',
  ]);

  const token = await server.login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  const shown = async (id: number) => (await call(server.url, 'GET', `/orders/${id}`, { token })).body.data;
  expect(await shown(shipped.id)).toMatchObject({
    shipment: { carrier: 'Delhivery', tracking_number: `DL ${4711_0000 + shipped.id}`, tracking_url: null },
  });
  expect(await shown(processed.id)).toMatchObject({ shipment: null });
});
