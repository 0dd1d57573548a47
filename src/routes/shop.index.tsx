import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../features/catalog/ListingPage';

export const Route = createFileRoute('/shop/')({
  component: function ShopAll() {
    return <ListingPage path={{}} search={Route.useSearch()} />;
  },
});
