/**
 * What the shop did with the demo's orders, as its people do it (the back office's steps, `npm run shop -- advance`):
 * each processed a day after it was placed, shipped a day later with its carrier and tracking number, and delivered
 * three days after that, each step on the order's timeline; a return asked, its goods received. The demo has no staff,
 * so the command line took them.
 */
import type { InferInsertModel } from 'drizzle-orm';
import type { OrderStatus } from '#rules/orders';
import type { Shipment } from '#rules/shipment';
import type { activity } from '../db/schema';

type Step = InferInsertModel<typeof activity>;

interface ShopStep {
  action: 'order.process' | 'order.ship' | 'order.deliver';
  from: OrderStatus;
  to: OrderStatus;
  /** Days after the order was placed. */
  days: number;
  /** The statuses of an order past this step. */
  past: readonly OrderStatus[];
}

const SHIPPED: readonly OrderStatus[] = ['S', 'D', 'R'];

const STEPS: readonly ShopStep[] = [
  { action: 'order.process', from: 'A', to: 'P', days: 1, past: ['P', ...SHIPPED] },
  { action: 'order.ship', from: 'P', to: 'S', days: 2, past: SHIPPED },
  { action: 'order.deliver', from: 'S', to: 'D', days: 5, past: ['D', 'R'] },
];

const DAY = 86_400_000;

/** The demo's carrier and a tracking number of the order's own; no tracking page, as a made-up number has none. */
export function demoShipment(orderId: number, status: OrderStatus): Shipment | null {
  if (!SHIPPED.includes(status)) return null;
  return { carrier: 'Delhivery', trackingNumber: `DL ${4711_0000 + orderId}`, trackingUrl: null };
}

/** The steps an order in `status` was taken through, as each records itself. */
export function demoSteps(order: { id: number; number: string; status: OrderStatus; placedAt: Date }): Step[] {
  const shipment = demoShipment(order.id, order.status);
  return STEPS.filter((step) => step.past.includes(order.status)).map((step) => ({
    at: new Date(order.placedAt.getTime() + step.days * DAY),
    staffId: null,
    action: step.action,
    subject: `order ${order.number}`,
    orderId: order.id,
    before: { status: step.from },
    after: step.action === 'order.ship' && shipment ? { status: step.to, ...shipment } : { status: step.to },
  }));
}

/**
 * A return's goods received, as the back office's Receive records it: not put back on sale (the seed's return is not
 * restocked), and no credit note, which an order never invoiced does not get (its invoice is made when first opened).
 */
export function demoReceipt(
  order: { id: number; number: string },
  at: Date,
  lines: { title: string; quantity: number }[],
): Step {
  return {
    at,
    staffId: null,
    action: 'return.receive',
    subject: `order ${order.number}`,
    orderId: order.id,
    after: { lines, restocked: false, creditNote: false, refundOwed: false },
  };
}
