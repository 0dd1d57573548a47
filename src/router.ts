import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { config } from './app/config';
import { NotFound } from './app/NotFound';
import { PagePending } from './app/PagePending';
import { queryClient } from './app/queryClient';
import { RouteError } from './app/RouteError';
import type { RouterContext } from './app/routerContext';

export const router = createRouter({
  routeTree,
  basepath: config.basePath,
  context: { queryClient } satisfies RouterContext,
  // Loaders only warm the Query cache; Query decides freshness, so the router never caches.
  defaultPreloadStaleTime: 0,
  defaultPreload: 'intent',
  defaultPendingComponent: PagePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
