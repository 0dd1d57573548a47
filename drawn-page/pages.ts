/**
 * The storefront's pages, as the app's prerender build tells the server (src/pages.tsx,
 * built with src/prerender.tsx into `<dist>/.ssr/`): the app's own router and loaders
 * answer which paths are pages and what each page's first screen asks the API for, so the
 * server keeps no second list of either. Decision 0031.
 */
import type { InlinedRequest } from './inlined';

/** A page of the storefront: a route no other route nests in. */
export interface PageRoute {
  /** `/product/$slug`, `/shop/$id/` (the router's full path). */
  fullPath: string;
  /** The route file and its layouts', outermost first, root excepted: `src/routes/shop.tsx`, `src/routes/shop.$id.index.tsx`. */
  files: string[];
  /** Behind a guard (the sign-in one): an anonymous first load may end on another page. */
  guarded: boolean;
}

/** A call a page's first screen makes, as the app's code makes it. */
export interface FirstRequest extends InlinedRequest {
  /** The contract's path the call is made to: `/products/{slug}`. */
  operation: string;
  /** The call for what the page shows (a product, a category): its 404 is the page's. */
  subject: boolean;
}

export interface StorefrontPages {
  /** The page at `pagePath` (under the base path, decoded, no leading slash), or null when it is no page of the storefront. */
  pageAt(pagePath: string): PageRoute | null;
  /** The calls the page at `pagePath` makes before its first screen is complete, `query` being its search params ('' for none). */
  firstRequests(pagePath: string, query: string): Promise<FirstRequest[]>;
}
