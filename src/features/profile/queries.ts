import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { queryKeys } from '#src/app/queries/queryKeys';
import { api } from '#src/app/api/api';

/** The profile page's reads (the profile itself is in src/app/queries: reviews sign with it); under ['me'] so logout drops them. */
export const ordersQuery = () =>
  queryOptions({ queryKey: queryKeys.orders, queryFn: async () => (await unwrap(api.GET('/orders'))).data });

/** The sold-out products the shopper waits for (decision 0038). */
export const stockWaitsQuery = () =>
  queryOptions({ queryKey: queryKeys.stockWaits, queryFn: async () => (await unwrap(api.GET('/stock-waits'))).data });
