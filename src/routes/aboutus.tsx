import { createFileRoute } from '@tanstack/react-router';
import { pageRouteStates } from '../app/routing/pageRouteStates';
import { AboutPage } from '../features/content/AboutPage';
import { aboutQuery } from '../features/content/queries';
import { StaticPage } from '../features/content/StaticPage';
import { texts } from '#rules/texts';

export const Route = createFileRoute('/aboutus')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(aboutQuery()),
  ...pageRouteStates(texts.pageTitles.aboutus, StaticPage),
  component: AboutPage,
});
