/**
 * The API calls a storefront page makes before its first screen is complete: the shared
 * layout's (header, menu, footer) and the page's loader's, as the app makes them (its
 * prerender build records them: src/pages.tsx, decision 0031). Decision 0016.
 */
import type { InlinedRequest } from '../../drawn-page/inlined';
import type { StorefrontPages } from '../../drawn-page/pages';
import { loadContract, type OpenApiDocument } from '../contract/document';

/** `subject`: the call for what the page shows (a product, a category): its 404 is the page's. */
type PageRequest = InlinedRequest & { personal: boolean; subject: boolean };

let paths: OpenApiDocument['paths'] | undefined;

/**
 * Whether the answer to the contract's `operation` differs for a signed-in shopper: a token
 * is optional for it (`security: [{}, { bearerAuth: [] }]`), and then marks its hearts.
 */
function personal(method: string, operation: string): boolean {
  paths ??= loadContract().document.paths;
  const security = paths[operation]?.[method.toLowerCase()]?.security ?? [];
  const anonymous = security.some((scheme) => Object.keys(scheme).length === 0);
  return anonymous && security.length > 1;
}

/**
 * The calls of a URL depend on the app's code alone, so each is recorded once: the recording
 * runs the app's loaders (decision 0031). Bounded: any path can be asked for, and the oldest
 * recordings go first.
 */
const recordings = new WeakMap<StorefrontPages, Map<string, Promise<PageRequest[]>>>();
const RECORDED_URLS = 2000;

/** What the page at `pagePath` (under the base path, decoded, no leading slash) asks for on its first load, `query` being its search params. */
export function pageRequests(pages: StorefrontPages, pagePath: string, query: string): Promise<PageRequest[]> {
  const key = `${pagePath}?${query}`;
  let recorded = recordings.get(pages);
  if (!recorded) recordings.set(pages, (recorded = new Map()));
  let requests = recorded.get(key);
  if (!requests) {
    requests = pages
      .firstRequests(pagePath, query)
      .then((calls) =>
        calls.map(({ operation, ...request }) => ({ ...request, personal: personal(request.method, operation) })),
      );
    // A failed recording is not kept: the next request tries again.
    requests.catch(() => recorded.delete(key));
    if (recorded.size >= RECORDED_URLS) recorded.delete(recorded.keys().next().value!);
    recorded.set(key, requests);
  }
  return requests;
}
