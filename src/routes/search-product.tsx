import { createFileRoute } from '@tanstack/react-router';
import { SearchResultsError, SearchResultsPage, SearchResultsSkeleton } from '../features/catalog/SearchResultsPage';
import { searchQuery } from '../features/catalog/queries';
import { sortParam, type ListSort } from '../features/catalog/sort';
import { textParam } from '../app/routing/searchParams';

const searchResultsSearch = (raw: Record<string, unknown>): { search?: string; sort?: ListSort; exact?: true } => ({
  search: textParam(raw.search, { keepEmpty: true }),
  sort: sortParam(raw.sort),
  exact: raw.exact === true || raw.exact === 'true' ? true : undefined,
});

export const Route = createFileRoute('/search-product')({
  validateSearch: searchResultsSearch,
  loaderDeps: ({ search }) => search,
  // Without text there is nothing to ask: the page says 'Product not found'. Another order
  // chosen on the page is only started, so the select shows the choice at once.
  loader: ({ context: { queryClient }, deps: { search, sort, exact }, cause }) => {
    if (!search) return null;
    if (cause === 'stay') return void queryClient.prefetchQuery(searchQuery(search, sort, exact));
    return queryClient.ensureQueryData(searchQuery(search, sort, exact));
  },
  pendingComponent: SearchResultsSkeleton,
  errorComponent: SearchResultsError,
  component: function SearchProduct() {
    const { search = '', sort, exact } = Route.useSearch();
    return <SearchResultsPage key={search} text={search} sort={sort} exact={exact} />;
  },
});
