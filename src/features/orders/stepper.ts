import type { OrderStatus } from '#rules/orders';

export interface Step {
  status: OrderStatus;
  state: 'done' | 'current' | 'upcoming';
  /** The red step of a cancelled order. */
  alert: boolean;
}

const normal: OrderStatus[] = ['A', 'P', 'S', 'D'];

/**
 * The stepper of product §4: Received, Processed, Shipped, Delivered for a normal order;
 * a cancelled or returned order shows Received, then Cancelled (in red) or Returned at
 * the second step.
 */
export function stepsOf(status: OrderStatus): Step[] {
  const path = status === 'C' || status === 'R' ? (['A', status] as OrderStatus[]) : normal;
  const at = path.indexOf(status);
  return path.map((step, i) => ({
    status: step,
    state: i < at ? 'done' : i === at ? 'current' : 'upcoming',
    alert: step === 'C',
  }));
}
