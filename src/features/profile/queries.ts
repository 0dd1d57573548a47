import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../openapi/client';
import { queryKeys } from '../../../machines/queryKeys';
import { api } from '../../app/api';

/** The profile page's reads; under ['me'] so logout drops them at once. */
export const profileQuery = () =>
  queryOptions({ queryKey: [...queryKeys.me, 'profile'] as const, queryFn: async () => (await unwrap(api.GET('/user'))).data });

export const ordersQuery = () =>
  queryOptions({ queryKey: [...queryKeys.me, 'orders'] as const, queryFn: async () => (await unwrap(api.GET('/orders'))).data });
