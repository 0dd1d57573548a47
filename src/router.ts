import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { config } from './app/config';
import { NotFound } from './app/NotFound';
import { PagePending } from './app/PagePending';
import { queryClient } from './app/queryClient';
import { RouteError } from './app/RouteError';
import type { RouterContext } from './app/routerContext';

/** The storefront's router: the browser's history by default, a memory history for a prerender (src/prerender.tsx). */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
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
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
