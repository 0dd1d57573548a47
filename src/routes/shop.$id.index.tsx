import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../features/catalog/ListingPage';

export const Route = createFileRoute('/shop/$id/')({
  component: function ShopCategory() {
    const { id } = Route.useParams();
    return <ListingPage key={id} path={{ id }} search={Route.useSearch()} />;
  },
});
