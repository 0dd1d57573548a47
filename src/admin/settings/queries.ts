import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { adminApi } from '../api';

export const settingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: async () => (await unwrap(adminApi.GET('/admin/settings'))).data,
});
