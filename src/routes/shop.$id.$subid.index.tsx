import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../features/catalog/ListingPage';

export const Route = createFileRoute('/shop/$id/$subid/')({
  component: function ShopSubcategory() {
    const { id, subid } = Route.useParams();
    return <ListingPage key={`${id}/${subid}`} path={{ id, subid }} search={Route.useSearch()} />;
  },
});
