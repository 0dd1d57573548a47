// The search screen (issue 54): /search, the searches that found nothing and the synonyms.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { SearchPage } from './SearchPage';

export const searchRoutes = (parent: AnyRoute) =>
  createRoute({ getParentRoute: () => parent, path: 'search', component: SearchPage });
