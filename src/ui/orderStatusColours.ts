import type { OrderStatus } from '#rules/orders';

/**
 * product §4: Received orange, Processed brown, Shipped blue, Delivered green, Cancelled and
 * Returned red; each dark enough for white text at WCAG AA (4.5:1).
 */
export const orderStatusColours = {
  A: '#b45309',
  P: '#7c4a1e',
  S: '#1d4ed8',
  D: '#15803d',
  C: '#b91c1c',
  R: '#b91c1c',
} as const satisfies Record<OrderStatus, string>;
