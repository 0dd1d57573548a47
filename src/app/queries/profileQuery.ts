import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { queryKeys } from './queryKeys';
import { api } from '../api/api';

/** The signed-in shopper's profile: the profile page shows it, a review is signed with it. */
export const profileQuery = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: async () => (await unwrap(api.GET('/user'))).data });
