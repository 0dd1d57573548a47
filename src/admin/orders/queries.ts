import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { adminApi } from '../api';
import type { OrdersSearch } from './search';

/** Every key of the orders list, marked stale together after a step. */
export const adminOrdersKey = ['admin', 'orders'] as const;
export const adminOrderKey = (orderId: number) => ['admin', 'order', orderId] as const;

export const adminOrdersQuery = ({ view, q, from, to, page }: OrdersSearch) =>
  queryOptions({
    queryKey: [...adminOrdersKey, { view, q, from, to, page }],
    queryFn: async () =>
      unwrap(
        adminApi.GET('/admin/orders', {
          params: {
            query: {
              ...(view !== 'all' && view !== 'returns' ? { status: view } : {}),
              ...(view === 'returns' ? { returns: true } : {}),
              ...(q?.trim() ? { q: q.trim() } : {}),
              ...(from ? { from } : {}),
              ...(to ? { to } : {}),
              ...(page ? { page } : {}),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    // A new order shows within seconds without a reload (issue 52: within 2 s).
    refetchInterval: 2_000,
  });

export const adminOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: adminOrderKey(orderId),
    queryFn: async () =>
      (await unwrap(adminApi.GET('/admin/orders/{orderId}', { params: { path: { orderId } } }))).data,
  });
