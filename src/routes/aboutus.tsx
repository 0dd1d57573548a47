import { createFileRoute } from '@tanstack/react-router';
import { InlineRouteError } from '../app/RouteError';
import { AboutPage } from '../features/content/AboutPage';
import { aboutQuery } from '../features/content/queries';
import { StaticPage, StaticPageSkeleton } from '../features/content/StaticPage';
import { texts } from '../../spec/texts';

const title = texts.pageTitles.aboutus;

export const Route = createFileRoute('/aboutus')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(aboutQuery()),
  pendingComponent: () => <StaticPageSkeleton title={title} />,
  errorComponent: (props) => (
    <StaticPage title={title}>
      <InlineRouteError {...props} />
    </StaticPage>
  ),
  component: AboutPage,
});
