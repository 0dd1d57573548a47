/**
 * The storefront's pages, as the router knows them: read from the route tree the router
 * plugin generates from src/routes (src/routeTree.gen.ts), once, at start. One list of
 * pages, the router's: the server answers 404 for any other path, and names a page's
 * route chunks by its route files.
 */
import { readFileSync } from 'node:fs';
import { repoPath } from '../settings/repo-paths';

export interface PageRoute {
  /** `/product/$slug`, `/shop/$id/` (the router's full path). */
  fullPath: string;
  /** The route file and its layouts', outermost first, root excepted: `src/routes/shop.tsx`, `src/routes/shop.$id.index.tsx`. */
  files: string[];
  /** Behind the sign-in guard (a `_authed` layout). */
  guarded: boolean;
}

const routeTreeFile = repoPath('src/routeTree.gen.ts');

/** The leaf routes (those no other route nests in) of the generated route tree's source. */
export function readPageRoutes(source: string): PageRoute[] {
  // `import { Route as ShopIdIndexRouteImport } from './routes/shop.$id.index'`
  const files = new Map([...source.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)].map((m) => [m[1]!, `src/${m[2]!}.tsx`]));
  // The `FileRoutesByPath` entries: `fullPath: '/shop/$id/'  preLoaderRoute: typeof ShopIdIndexRouteImport  parentRoute: typeof ShopRoute`.
  const entries = [...source.matchAll(/fullPath: '([^']*)'\s+preLoaderRoute: typeof (\w+)\s+parentRoute: typeof (\w+)/g)].map((m) => ({
    fullPath: m[1]!,
    route: m[2]!,
    // A parent is named by its const (`ShopRoute`), the root by its import.
    parent: m[3] === 'rootRouteImport' ? null : `${m[3]!}Import`,
  }));
  if (entries.length === 0 || files.size === 0) throw new Error(`${routeTreeFile}: no routes found; has the router plugin's output changed shape?`);
  const parents = new Set(entries.map((entry) => entry.parent));
  const byRoute = new Map(entries.map((entry) => [entry.route, entry]));
  return entries
    .filter((entry) => !parents.has(entry.route))
    .map((entry) => {
      const chain: string[] = [];
      for (let at: string | null = entry.route; at; at = byRoute.get(at)?.parent ?? null) chain.unshift(at);
      return { fullPath: entry.fullPath, files: chain.map((route) => files.get(route)!), guarded: chain.some((route) => files.get(route)!.includes('/_authed')) };
    });
}

let pages: PageRoute[] | undefined;
const pageRoutes = () => (pages ??= readPageRoutes(readFileSync(routeTreeFile, 'utf8')));

/**
 * The page at `pagePath` (under the base path, decoded, no leading slash), or null when
 * it is no page of the storefront. A `$param` matches any one segment; a trailing slash
 * is no different from none, as in the router.
 */
export function pageAt(pagePath: string): PageRoute | null {
  const segments = pagePath.split('/').filter(Boolean);
  const matches = (route: PageRoute) => {
    const pattern = route.fullPath.split('/').filter(Boolean);
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith('$') || part === segments[i]);
  };
  // As in the router, a page named in full wins over one with a parameter in its place.
  const params = (route: PageRoute) => route.fullPath.split('$').length;
  return pageRoutes().filter(matches).sort((a, b) => params(a) - params(b))[0] ?? null;
}
