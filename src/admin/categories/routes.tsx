// The categories' screen (issue 54): /categories, the tree edited in place.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { CategoriesPage } from './CategoriesPage';

export function categoryRoutes(parent: AnyRoute) {
  return createRoute({ getParentRoute: () => parent, path: 'categories', component: CategoriesPage });
}
