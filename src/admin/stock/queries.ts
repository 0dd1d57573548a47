import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { adminApi } from '../api';

export const lowStockKey = ['admin', 'stock', 'low'] as const;

export const lowStockQuery = (atMost: number | undefined, q: string | undefined) =>
  queryOptions({
    queryKey: [...lowStockKey, { atMost, q }],
    queryFn: async () =>
      unwrap(
        adminApi.GET('/admin/stock/low', {
          params: { query: { ...(atMost === undefined ? {} : { at_most: atMost }), ...(q ? { q } : {}) } },
        }),
      ),
  });
