import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { adminApi } from './api';

export const staffSelfQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: async () => (await unwrap(adminApi.GET('/admin/me'))).data,
  retry: false,
});
