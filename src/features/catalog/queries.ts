import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, unwrap, type Schemas } from '../../../openapi/client';
import { api } from '../../app/api';

export type ProductListItem = Schemas['ProductListItem'];
export type ProductFilter = Partial<Schemas['ProductFilter']>;

/**
 * Keys are hierarchical: ['products'] is every product list (listing, search, New
 * Arrivals), so one invalidation refreshes them all after a like or a cart change.
 */
export const catalogKeys = {
  products: ['products'] as const,
  list: (filter: ProductFilter) => ['products', 'list', filter] as const,
  search: (text: string) => ['products', 'search', text] as const,
  attributeTree: (category: string) => ['catalog', 'attribute-tree', category] as const,
  newArrivalCategories: ['categories', 'new-arrivals'] as const,
};

export const productListQuery = (filter: ProductFilter) =>
  queryOptions({
    queryKey: catalogKeys.list(filter),
    queryFn: ({ signal }) => unwrap(api.POST('/products', { body: { limit: 9, page: 1, ...filter }, signal })),
    // The previous page stays on screen while the next loads, so the grid never jumps.
    placeholderData: keepPreviousData,
  });

/**
 * The loader of a product-list page (listing, New Arrivals): `page` is what the page
 * needs besides the list. On entry and on preload the list is awaited too, so the page
 * renders complete and hovering a link warms it. On 'stay' (a filter, page or tab
 * chosen on the page itself) the list is only started: the router then commits the new
 * search at once, so the control just touched shows the choice (Playwright's check()
 * asserts it right after the click, and the Filters dialog stays open), while the page
 * reads the list with useQuery and keepPreviousData keeps the previous products on
 * screen until the next arrive. A suspending read would hold the whole old page in the
 * router's transition instead, filters included.
 */
export function loadProductListPage(
  queryClient: QueryClient,
  cause: 'enter' | 'stay' | 'preload',
  filter: ProductFilter,
  page: Promise<unknown>,
) {
  const list = productListQuery(filter);
  if (cause === 'stay') {
    void queryClient.prefetchQuery(list);
    return page;
  }
  return Promise.all([queryClient.ensureQueryData(list), page]);
}

export const searchQuery = (text: string) =>
  queryOptions({
    queryKey: catalogKeys.search(text),
    queryFn: ({ signal }) => unwrap(api.POST('/search', { body: { search: text }, signal })),
  });

/**
 * Filters of a category. A top-level path segment may also be a classification that
 * names a tag rather than a category; the server knows no tree for it, so the whole
 * shop's filters apply.
 */
export const attributeTreeQuery = (category: string) =>
  queryOptions({
    queryKey: catalogKeys.attributeTree(category),
    queryFn: async () => {
      try {
        return await unwrap(api.GET('/attribute-tree/{category}', { params: { path: { category } } }));
      } catch (error) {
        if (category !== 'all' && error instanceof ApiError && error.status === 404) {
          return unwrap(api.GET('/attribute-tree/{category}', { params: { path: { category: 'all' } } }));
        }
        throw error;
      }
    },
    staleTime: 10 * 60_000,
  });

export const newArrivalCategoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.newArrivalCategories,
    queryFn: async () => (await unwrap(api.GET('/categories/10/n'))).data,
    staleTime: 10 * 60_000,
  });
