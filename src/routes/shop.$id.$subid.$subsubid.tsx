import { createFileRoute } from '@tanstack/react-router';
import { ListingError, ListingPage, ListingSkeleton } from '../features/catalog/ListingPage';
import { loadListing } from '../features/catalog/listingSearch';

export const Route = createFileRoute('/shop/$id/$subid/$subsubid')({
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps, cause }) => loadListing(queryClient, params, deps, cause),
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
  component: function ShopSubSubcategory() {
    const { id, subid, subsubid } = Route.useParams();
    return <ListingPage key={`${id}/${subid}/${subsubid}`} path={{ id, subid, subsubid }} search={Route.useSearch()} />;
  },
});
