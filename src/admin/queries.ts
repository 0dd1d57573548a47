import { queryOptions } from '@tanstack/react-query';
import { ApiError, unwrap } from '#openapi/client';
import { adminApi } from './api';

export const staffSelfQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: async () => (await unwrap(adminApi.GET('/admin/me'))).data,
  retry: false,
});

/** A refusal (4xx) is not asked again by itself; a failure of the network or the server is, once. */
export const adminRetry = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;
