import { createFileRoute } from '@tanstack/react-router';
import { InlineRouteError } from '../app/RouteError';
import { ContactPage } from '../features/content/ContactPage';
import { contactDetailsQuery } from '../app/contactDetailsQuery';
import { StaticPage, StaticPageSkeleton } from '../features/content/StaticPage';
import { texts } from '../../spec/texts';

const title = texts.pageTitles.contactus;

export const Route = createFileRoute('/contactus')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contactDetailsQuery()),
  pendingComponent: () => <StaticPageSkeleton title={title} />,
  errorComponent: (props) => (
    <StaticPage title={title}>
      <InlineRouteError {...props} />
    </StaticPage>
  ),
  component: ContactPage,
});
