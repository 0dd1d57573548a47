// The categories' screen (issue 54): /categories, the tree edited in place.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

const CategoriesPage = lazyRouteComponent(() => import('./CategoriesPage'), 'CategoriesPage');

export function categoryRoutes(parent: AnyRoute) {
  return createRoute({ getParentRoute: () => parent, path: 'categories', component: CategoriesPage });
}
