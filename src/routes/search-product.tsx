import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { SearchResultsError, SearchResultsPage, SearchResultsSkeleton } from '../features/catalog/SearchResultsPage';
import { droppedWhenInvalid } from '../features/catalog/listingSearch';
import { searchQuery } from '../features/catalog/queries';

const searchResultsSearch = z.object({
  search: droppedWhenInvalid(z.string().check(z.trim())),
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
