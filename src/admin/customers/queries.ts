import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { adminApi } from '../api';

/** Every customers query starts with this key: an erasure forgets them all. */
export const customersKey = ['admin', 'customers'] as const;

export const customersQuery = (search: { q?: string; page?: number }) =>
  queryOptions({
    queryKey: [...customersKey, 'list', search],
    queryFn: () => unwrap(adminApi.GET('/admin/customers', { params: { query: search } })),
  });

export const customerQuery = (customerId: number) =>
  queryOptions({
    queryKey: [...customersKey, 'one', customerId],
    queryFn: async () =>
      (await unwrap(adminApi.GET('/admin/customers/{customerId}', { params: { path: { customerId } } }))).data,
  });
