import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { config } from './app/startup/config';
import { pageWasDrawn } from './app/startup/drawnPage';
import { NotFound } from './app/routing/NotFound';
import { PagePending } from './app/routing/PagePending';
import { queryClient as appQueryClient } from './app/queries/queryClient';
import { RouteError } from './app/routing/RouteError';
import type { RouterContext } from './app/routing/routerContext';

interface AppRouterOptions {
  /** A memory history for a prerender (src/prerender.tsx); the browser's by default. */
  history?: RouterHistory;
  /** The shop's origin for a prerender, which has no page to take it from. */
  origin?: string;
  /** Whether a render puts the scroll back (to the top, or where the shopper left that page): never in a prerender. */
  scrollRestoration: boolean | (() => boolean);
  /** The query cache its loaders fill: the app's, unless a recording of a page's calls keeps its own (src/pages.tsx). */
  queryClient?: QueryClient;
}

/** The storefront's router, in the browser or drawing a page in the server. */
export function createAppRouter({
  history,
  origin,
  scrollRestoration,
  queryClient = appQueryClient,
}: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    origin,
    basepath: config.basePath,
    context: { queryClient } satisfies RouterContext,
    // Loaders only warm the Query cache; Query decides freshness, so the router never caches.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration,
  });
}

/**
 * The browser's router over the browser's history (src/boot.tsx makes both, a task apart).
 * The first render over a page the server drew keeps the scroll the page already has: the
 * shopper may have scrolled it before the app took over, or the browser put a reloaded page
 * back where it was (decision 0019). Every later render restores or resets as usual.
 */
export function createBrowserRouter(history: RouterHistory) {
  let keepScrollOnce = pageWasDrawn;
  return createAppRouter({
    history,
    origin: config.origin,
    scrollRestoration: () => {
      const restore = !keepScrollOnce;
      keepScrollOnce = false;
      return restore;
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
