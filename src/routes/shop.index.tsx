import { createFileRoute } from '@tanstack/react-router';
import { ListingError, ListingPage, ListingSkeleton } from '../features/catalog/ListingPage';
import { loadListing } from '../features/catalog/listingSearch';

export const Route = createFileRoute('/shop/')({
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) => loadListing(queryClient, {}, deps, cause),
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
  component: function ShopAll() {
    return <ListingPage path={{}} search={Route.useSearch()} />;
  },
});
