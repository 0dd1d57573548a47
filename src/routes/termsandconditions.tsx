import { createFileRoute } from '@tanstack/react-router';
import { InlineRouteError } from '../app/RouteError';
import { PolicyPage } from '../features/content/PolicyPage';
import { policiesQuery } from '../features/content/queries';
import { StaticPage, StaticPageSkeleton } from '../features/content/StaticPage';
import { texts } from '../../spec/texts';

const title = texts.pageTitles.termsandconditions;

export const Route = createFileRoute('/termsandconditions')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(policiesQuery()),
  pendingComponent: () => <StaticPageSkeleton title={title} />,
  errorComponent: (props) => (
    <StaticPage title={title}>
      <InlineRouteError {...props} />
    </StaticPage>
  ),
  component: () => <PolicyPage kind="terms" />,
});
