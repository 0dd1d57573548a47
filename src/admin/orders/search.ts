/** What the orders list's address says: its filters and page, so a link or a reload shows the same list. */
import { z } from 'zod';

export const ORDER_VIEWS = ['all', 'A', 'P', 'S', 'D', 'C', 'R', 'returns'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ordersSearch = z.object({
  view: z.enum(ORDER_VIEWS).catch('all').default('all'),
  q: z.string().max(100).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export type OrdersSearch = z.infer<typeof ordersSearch>;

/** The list's filters as the names people know them by. */
export const viewNames: Record<OrderView, string> = {
  all: 'All',
  A: 'To process',
  P: 'To ship',
  S: 'Shipped',
  D: 'Delivered',
  C: 'Cancelled',
  R: 'Returned',
  returns: 'Returns waiting',
};
