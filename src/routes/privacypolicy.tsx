import { createFileRoute } from '@tanstack/react-router';
import { pageRouteStates } from '../app/routing/pageRouteStates';
import { PolicyPage } from '../features/content/PolicyPage';
import { policiesQuery } from '../features/content/queries';
import { StaticPage } from '../features/content/StaticPage';
import { texts } from '#rules/texts';

export const Route = createFileRoute('/privacypolicy')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(policiesQuery()),
  ...pageRouteStates(texts.pageTitles.privacypolicy, StaticPage),
  component: () => <PolicyPage kind="privacy" />,
});
