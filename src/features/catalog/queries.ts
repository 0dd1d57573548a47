import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, unwrap } from '#openapi/client';
import { queryKeys } from '#src/app/queries/queryKeys';
import { isSearchable, limits } from '#rules/limits';
import { api } from '#src/app/api/api';
import { rarelyEditedStaleTime } from '#src/app/queries/queryClient';
import { newArrivalCategoriesQuery } from '#src/app/queries/categoryQueries';
import { productListQuery, type ProductFilter } from '#src/app/queries/productListQuery';
import { startApart } from '#src/app/startup/startApart';
import { withSort, type ListSort } from './sort';

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
  // The list a task after what the page needs besides it: on a drawn listing's first load
  // the two starts were one long task of the takeover on a phone (decision 0019).
  return startApart([() => page, () => queryClient.ensureQueryData(list)]);
}

/** New Arrivals' 'All' tab: every category. */
export const ALL = 'all';

/** What the New Arrivals page's URL can say: the tab, the page and the order. */
export interface NewArrivalsSearch {
  category?: string;
  page?: number;
  sort?: ListSort;
}

export const newArrivalsFilter = ({ category = ALL, page = 1, sort }: NewArrivalsSearch) => ({
  fk_category: category,
  limit: limits.newArrivalsPageSize,
  page,
  ...withSort(sort),
});

/** The /product route's loader: the tabs and the chosen tab's page. */
export function loadNewArrivals(
  queryClient: QueryClient,
  search: NewArrivalsSearch,
  cause: 'enter' | 'stay' | 'preload',
) {
  return loadProductListPage(
    queryClient,
    cause,
    newArrivalsFilter(search),
    queryClient.ensureQueryData(newArrivalCategoriesQuery()),
  );
}

/**
 * Search results are a product list too, so a like or a cart change refreshes them. A text
 * longer than the shop takes (from a link) matches nothing: no results, nothing asked.
 * `exact` searches what was typed, never its correction.
 */
export const searchQuery = (text: string, sort?: ListSort, exact?: true) =>
  queryOptions({
    queryKey: [...queryKeys.productLists, 'search', text, sort ?? null, exact ?? null] as const,
    queryFn: ({ signal }) =>
      isSearchable(text)
        ? unwrap(
            api.POST('/search', {
              body: { search: text, ...withSort(sort), ...(exact ? { as_typed: true } : {}) },
              signal,
            }),
          )
        : { products: [], category: [], subcategory: [] },
    // Another order keeps the results on screen until its own arrive (see loadProductListPage).
    placeholderData: keepPreviousData,
  });

/**
 * Filters of a category. A top-level path segment may also be a classification that
 * names a tag rather than a category; the server knows no tree for it, so the whole
 * shop's filters apply.
 */
export const attributeTreeQuery = (category: string) =>
  queryOptions({
    queryKey: ['catalog', 'attribute-tree', category] as const,
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
    staleTime: rarelyEditedStaleTime,
  });
