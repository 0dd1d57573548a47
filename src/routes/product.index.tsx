import { createFileRoute } from '@tanstack/react-router';
import { NewArrivalsError, NewArrivalsPage, NewArrivalsSkeleton } from '../features/catalog/NewArrivalsPage';
import { loadNewArrivals } from '../features/catalog/queries';
import { intParam, textParam } from '../app/searchParams';

const newArrivalsSearch = (raw: Record<string, unknown>): { category?: string; page?: number } => ({
  category: textParam(raw.category, { trim: false }),
  page: intParam(raw.page, 1),
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
