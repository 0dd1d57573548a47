import { createFileRoute } from '@tanstack/react-router';
import { ListingError, ListingPage, ListingSkeleton } from '../features/catalog/ListingPage';
import { loadListing } from '../features/catalog/listingSearch';

export const Route = createFileRoute('/shop/$id/$subid/')({
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps, cause }) => loadListing(queryClient, params, deps, cause),
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
  component: function ShopSubcategory() {
    const { id, subid } = Route.useParams();
    return <ListingPage key={`${id}/${subid}`} path={{ id, subid }} search={Route.useSearch()} />;
  },
});
