import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RouteError } from '../app/routing/RouteError';
import { startApart } from '../app/startup/startApart';
import { HomePage, HomeSkeleton } from '../features/home/HomePage';
import { homeBannersQuery, newArrivalsQuery, offerBannersQuery } from '../features/home/queries';
import { classificationsQuery, newArrivalCategoriesQuery } from '../app/queries/categoryQueries';
import { siteSettingsQuery } from '../features/layout/queries';
import { texts } from '#rules/texts';

export const Route = createFileRoute('/')({
  // Every section of the page, New Arrivals' 'All' tab included; other tabs load when chosen.
  loader: ({ context: { queryClient } }) =>
    startApart([
      () => queryClient.ensureQueryData(siteSettingsQuery()),
      () => queryClient.ensureQueryData(offerBannersQuery()),
      () => queryClient.ensureQueryData(homeBannersQuery()),
      () => queryClient.ensureQueryData(classificationsQuery()),
      () => queryClient.ensureQueryData(newArrivalCategoriesQuery()),
      () => queryClient.ensureQueryData(newArrivalsQuery('all')),
    ]),
  pendingComponent: HomeSkeleton,
  errorComponent: RouteError,
  component: Home,
});

function Home() {
  const { data: site } = useSuspenseQuery(siteSettingsQuery());
  return <HomePage title={site?.site_name || texts.home} />;
}
