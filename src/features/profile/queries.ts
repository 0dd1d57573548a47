import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../openapi/client';
import { queryKeys } from '../../app/queryKeys';
import { api } from '../../app/api';

/** The profile page's reads; under ['me'] so logout drops them at once. */
export const profileQuery = () =>
  queryOptions({ queryKey: [...queryKeys.me, 'profile'] as const, queryFn: async () => (await unwrap(api.GET('/user'))).data });

export const ordersQuery = () =>
  queryOptions({ queryKey: [...queryKeys.me, 'orders'] as const, queryFn: async () => (await unwrap(api.GET('/orders'))).data });

/** The saved addresses of Manage Addresses; the address machine marks this key stale. */
export const addressesQuery = () =>
  queryOptions({ queryKey: [...queryKeys.me, 'addresses'] as const, queryFn: async () => (await unwrap(api.GET('/address'))).data });
