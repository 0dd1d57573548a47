import { createFileRoute } from '@tanstack/react-router';
import { pageRouteStates } from '../app/routing/pageRouteStates';
import { ContactPage } from '../features/content/ContactPage';
import { contactDetailsQuery } from '../app/queries/contactDetailsQuery';
import { StaticPage } from '../features/content/StaticPage';
import { texts } from '#rules/texts';

export const Route = createFileRoute('/contactus')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contactDetailsQuery()),
  ...pageRouteStates(texts.pageTitles.contactus, StaticPage),
  component: ContactPage,
});
