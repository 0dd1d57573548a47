import { createFileRoute } from '@tanstack/react-router';
import { NewArrivalsError, NewArrivalsPage, NewArrivalsSkeleton } from '../features/catalog/NewArrivalsPage';
import { loadNewArrivals, type NewArrivalsSearch } from '../features/catalog/queries';
import { sortParam } from '../features/catalog/sort';
import { intParam, textParam } from '../app/routing/searchParams';

const newArrivalsSearch = (raw: Record<string, unknown>): NewArrivalsSearch => ({
  category: textParam(raw.category, { trim: false }),
  page: intParam(raw.page, 1),
  sort: sortParam(raw.sort),
});

export const Route = createFileRoute('/product/')({
  validateSearch: newArrivalsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) => loadNewArrivals(queryClient, deps, cause),
  pendingComponent: NewArrivalsSkeleton,
  errorComponent: NewArrivalsError,
  component: function NewArrivals() {
    return <NewArrivalsPage search={Route.useSearch()} />;
  },
});
