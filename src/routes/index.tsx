import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { HomePage } from '../features/home/HomePage';
import { homeBannersQuery, offerBannersQuery } from '../features/home/queries';
import { classificationsQuery, siteSettingsQuery } from '../features/layout/queries';
import { texts } from '../../spec/texts';

export const Route = createFileRoute('/')({
  // Warm the cache for what is above the fold; the rest streams in per section.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(offerBannersQuery()),
      queryClient.ensureQueryData(homeBannersQuery()),
      queryClient.ensureQueryData(classificationsQuery()),
    ]),
  component: Home,
});

function Home() {
  const { data: site } = useQuery(siteSettingsQuery());
  return <HomePage title={site?.site_name || texts.home} />;
}
