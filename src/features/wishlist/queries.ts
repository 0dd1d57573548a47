import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { queryKeys } from '#src/app/queries/queryKeys';
import { api } from '#src/app/api/api';

/** The liked products; under ['me'], which a heart's toggle invalidates. */
export const wishlistQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.me, 'wishlist'] as const,
    queryFn: async () => (await unwrap(api.GET('/wishlist'))).data,
  });
