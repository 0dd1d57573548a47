/**
 * The storefront's pages as the server needs them (decision 0031), answered by the app's own
 * router, route files and loaders, and built into the prerender (src/prerender.tsx) that
 * the server loads: which paths are pages (the server answers 404 for any other), the route
 * files of each (the server names their chunks in the page), and the API calls a page's
 * first screen makes (the server inlines their answers, decision 0016).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  RouterProvider,
  type AnyRoute,
  type AnyRouteMatch,
  type RouteIds,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { requestKey } from '../drawn-page/inlined';
import type { FirstRequest, StorefrontPages } from '../drawn-page/pages';
import { api } from './app/api/api';
import { config } from './app/startup/config';
import type { ListingSearch } from './features/catalog/listingSearch';
import { prefetchLayout } from './features/layout/queries';
import { createAppRouter, type AppRouter } from './router';

/** Each route's file, as the bundler names it: Vite's manifest keys the route's chunks by it. */
const routeFiles = new Map(
  Object.entries(
    import.meta.glob<AnyRoute | undefined>('./routes/**/*.{ts,tsx}', { eager: true, import: 'Route' }),
  ).map(([file, route]) => [route, `src/${file.slice('./'.length)}`]),
);
const fileOf = (route: AnyRoute) => {
  const file = routeFiles.get(route);
  if (!file) throw new Error(`route ${route.id} has no file under src/routes`);
  return file;
};

/** A router that only matches, made under the base path '/': the server names a page by its path under its own base. */
const matcher = createAppRouter({ history: createMemoryHistory(), scrollRestoration: false });

export const pageAt: StorefrontPages['pageAt'] = (pagePath) => {
  const [routes, params, found] = matcher.getMatchedRoutes(`/${pagePath}`);
  // `**`: the path goes on past the route it reached (/aboutus/more), which the router shows as not found.
  if (!found || found.children || '**' in params) return null;
  const chain = routes.filter((route) => !route.isRoot);
  return {
    fullPath: found.fullPath,
    files: chain.map(fileOf),
    guarded: chain.some((route) => route.options.beforeLoad !== undefined),
  };
};

/** The pages that arrive with their own data besides the layout's (decision 0016): home, a product, a listing. */
const withTheirData: ReadonlySet<string> = new Set<RouteIds<AppRouter['routeTree']>>([
  '/',
  '/product/$slug',
  '/shop/',
  '/shop/$id/',
  '/shop/$id/$subid/',
  '/shop/$id/$subid/$subsubid',
]);

/**
 * Whether the data a page's loader reads from its search (`loaderDeps`) is none, or only
 * the order: a listing is inlined for a plain link or one that only sorts it (a shared
 * "cheapest first" link, decision 0024); a filtered link's first screen is rarer.
 */
const order: keyof ListingSearch = 'sort';
const ordersAtMost = (deps: AnyRouteMatch['loaderDeps']) =>
  Object.entries((deps ?? {}) as Record<string, unknown>).every(([key, value]) => value === undefined || key === order);

export const firstRequests: StorefrontPages['firstRequests'] = async (pagePath, query) => {
  // Under the base path the app's config holds now, which the router takes for its own.
  const url = `${config.basePath}${pagePath.split('/').filter(Boolean).map(encodeURIComponent).join('/')}${query ? `?${query}` : ''}`;
  const queryClient = new QueryClient();
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    scrollRestoration: false,
    queryClient,
  });
  const matches = router.matchRoutes(router.latestLocation);
  const layout = await layoutCalls();
  if (!showsLayout(url, matches, layout.queries)) return [];

  const page = matches.at(-1)!;
  // The router loads only an address it would keep: a search it reads otherwise (`?sort=best_selling`) redirects, and nothing is asked.
  const own = withTheirData.has(page.routeId) && ordersAtMost(page.loaderDeps) ? await record(() => router.load()) : [];
  const asked = new Set(layout.calls.map(({ method, path, body }) => requestKey(method, path, body)));
  const pageOwn = own.filter(({ method, path, body }) => !asked.has(requestKey(method, path, body)));
  // What the page's own calls name in their path (a product, a category) is what the page shows.
  return [...layout.calls, ...pageOwn.map((call) => ({ ...call, subject: call.operation.includes('{') }))];
};

/** The calls of the recording under way in this async context: a prerender drawing meanwhile is not one. */
const recording = new AsyncLocalStorage<FirstRequest[]>();

// The API client's calls within a recording are recorded, not sent: each fails at once, as a
// call that never reached the server (not retried), and so does what waited for it. Every
// other call (a prerender's) goes on as ever.
api.use({
  async onRequest({ request, schemaPath, options }) {
    const calls = recording.getStore();
    if (!calls) return undefined;
    const text = request.body ? await request.clone().text() : '';
    calls.push({
      method: request.method as FirstRequest['method'],
      path: request.url.slice(options.baseUrl.length),
      ...(text ? { body: JSON.parse(text) as unknown } : {}),
      operation: schemaPath,
      subject: false,
    });
    throw new Error(`${request.method} ${schemaPath}: recorded, not sent`);
  },
});

async function record(work: () => Promise<unknown>): Promise<FirstRequest[]> {
  const calls: FirstRequest[] = [];
  await recording.run(calls, work);
  return calls;
}

/** The shared layout's calls (header, menu, footer) and its queries by hash: the same on every page, recorded once. */
let layout: Promise<{ calls: FirstRequest[]; queries: Set<string> }> | undefined;
const layoutCalls = () =>
  (layout ??= (async () => {
    const queryClient = new QueryClient();
    const calls = await record(() => prefetchLayout(queryClient));
    return {
      calls,
      queries: new Set(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryHash),
      ),
    };
  })());

/**
 * Whether the page shows the shared layout: the account screens do not (the root route
 * decides, product §2). The layout's components ask for its data as they render, so the page
 * is rendered once, as its route's pending view (nothing loaded, nothing asked), and what
 * it asked for tells. The same routes show the same, so once for each.
 */
const layoutShown = new Map<string, boolean>();
function showsLayout(url: string, matches: AnyRouteMatch[], layoutQueries: Set<string>): boolean {
  const routes = matches.map((match) => match.routeId).join(' ');
  let shows = layoutShown.get(routes);
  if (shows === undefined) {
    const queryClient = new QueryClient();
    const router = createAppRouter({
      history: createMemoryHistory({ initialEntries: [url] }),
      scrollRestoration: false,
      queryClient,
    });
    router.stores.setMatches(router.matchRoutes(router.latestLocation));
    renderToString(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    shows = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => layoutQueries.has(query.queryHash));
    layoutShown.set(routes, shows);
  }
  return shows;
}
