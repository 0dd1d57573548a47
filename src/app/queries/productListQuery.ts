import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '#openapi/client';
import { isSearchable } from '#rules/limits';
import { queryKeys } from './queryKeys';
import { api } from '../api/api';

export type ProductFilter = Partial<Schemas['ProductFilter']>;

/**
 * A page of products (listing, New Arrivals on home and on its page). Every list sits
 * under ['products'], so one invalidation refreshes them all after a like or a cart change.
 * A search text longer than the shop takes (a link, typed by hand) matches nothing, so the
 * list is empty without asking.
 */
export const productListQuery = (filter: ProductFilter) =>
  queryOptions({
    queryKey: [...queryKeys.productLists, 'list', filter] as const,
    queryFn: ({ signal }) =>
      filter.search !== undefined && !isSearchable(filter.search)
        ? { data: [], total: 0 }
        : unwrap(api.POST('/products', { body: { limit: 9, page: 1, ...filter }, signal })),
    // The previous page stays on screen while the next loads, so the grid never jumps.
    placeholderData: keepPreviousData,
  });
