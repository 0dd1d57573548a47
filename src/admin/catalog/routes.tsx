// The catalog file's screen (issue 54): /catalog, a CSV or zip checked then imported, and the catalog downloaded.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

const CatalogFilePage = lazyRouteComponent(() => import('./CatalogFilePage'), 'CatalogFilePage');

export const catalogRoutes = (parent: AnyRoute) =>
  createRoute({ getParentRoute: () => parent, path: 'catalog', component: CatalogFilePage });
