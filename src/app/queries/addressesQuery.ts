import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { queryKeys } from './queryKeys';
import { api } from '../api/api';

/** The saved addresses: Manage Addresses edits them (its machine marks this key stale), checkout picks one. */
export const addressesQuery = () =>
  queryOptions({ queryKey: queryKeys.addresses, queryFn: async () => (await unwrap(api.GET('/address'))).data });
