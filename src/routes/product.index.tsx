import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { loadNewArrivals, NewArrivalsError, NewArrivalsPage, NewArrivalsSkeleton } from '../features/catalog/NewArrivalsPage';

const newArrivalsSearch = z.object({
  category: z.string().min(1).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
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
