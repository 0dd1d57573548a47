import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { adminApi } from '../api';

export const searchKey = ['admin', 'search'] as const;

export const searchQuery = queryOptions({
  queryKey: searchKey,
  queryFn: async () => unwrap(adminApi.GET('/admin/search')),
});
