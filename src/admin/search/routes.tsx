// The search screen (issue 54): /search, the searches that found nothing and the synonyms.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

const SearchPage = lazyRouteComponent(() => import('./SearchPage'), 'SearchPage');

export const searchRoutes = (parent: AnyRoute) =>
  createRoute({ getParentRoute: () => parent, path: 'search', component: SearchPage });
