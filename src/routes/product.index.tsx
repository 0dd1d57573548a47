import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { NewArrivalsError, NewArrivalsPage, NewArrivalsSkeleton } from '../features/catalog/NewArrivalsPage';
import { droppedWhenInvalid } from '../features/catalog/listingSearch';
import { loadNewArrivals } from '../features/catalog/queries';

const newArrivalsSearch = z.object({
  category: droppedWhenInvalid(z.string().check(z.minLength(1))),
  page: droppedWhenInvalid(z.int().check(z.minimum(1))),
});

export const Route = createFileRoute('/product/')({
  validateSearch: newArrivalsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) => loadNewArrivals(queryClient, deps, cause),
  pendingComponent: NewArrivalsSkeleton,
  errorComponent: NewArrivalsError,
  component: function NewArrivals() {
    const { category, page } = Route.useSearch();
    return <NewArrivalsPage category={category} page={page} />;
  },
});
