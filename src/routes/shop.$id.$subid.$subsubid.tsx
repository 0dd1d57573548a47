import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../features/catalog/ListingPage';

export const Route = createFileRoute('/shop/$id/$subid/$subsubid')({
  component: function ShopSubSubcategory() {
    const { id, subid, subsubid } = Route.useParams();
    return <ListingPage key={`${id}/${subid}/${subsubid}`} path={{ id, subid, subsubid }} search={Route.useSearch()} />;
  },
});
