import { createFileRoute } from '@tanstack/react-router';
import { ListingError, ListingPage, ListingSkeleton } from '../features/catalog/ListingPage';
import { loadListing } from '../features/catalog/listingSearch';

export const Route = createFileRoute('/shop/$id/')({
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps, cause }) => loadListing(queryClient, params, deps, cause),
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
  component: function ShopCategory() {
    const { id } = Route.useParams();
    return <ListingPage key={id} path={{ id }} search={Route.useSearch()} />;
  },
});
