import { createFileRoute } from '@tanstack/react-router';
import { SearchResultsError, SearchResultsPage, SearchResultsSkeleton } from '../features/catalog/SearchResultsPage';
import { searchQuery } from '../features/catalog/queries';
import { textParam } from '../app/searchParams';

const searchResultsSearch = (raw: Record<string, unknown>): { search?: string } => ({
  search: textParam(raw.search, { keepEmpty: true }),
});

export const Route = createFileRoute('/search-product')({
  validateSearch: searchResultsSearch,
  loaderDeps: ({ search }) => search,
  // Without text there is nothing to ask: the page says 'Product not found'.
  loader: ({ context: { queryClient }, deps: { search } }) => (search ? queryClient.ensureQueryData(searchQuery(search)) : null),
  pendingComponent: SearchResultsSkeleton,
  errorComponent: SearchResultsError,
  component: function SearchProduct() {
    const { search = '' } = Route.useSearch();
    return <SearchResultsPage key={search} text={search} />;
  },
});
