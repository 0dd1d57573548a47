import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { config } from './config';
import { NotFound } from './NotFound';
import { PagePending } from './PagePending';
import { queryClient } from './queryClient';
import { RouteError } from './RouteError';
import type { RouterContext } from './routerContext';

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
