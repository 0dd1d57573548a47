// The API calls a page makes for its first screen, recorded by the prerender build (decisions 0016, 0031).
import type { InlinedRequest } from '#drawn-page/inlined';
import type { StorefrontPages } from '#drawn-page/pages';
import { loadContract, type OpenApiDocument } from '../contract/document';

/** `subject`: the call for what the page shows; its 404 is the page's. */
type PageRequest = InlinedRequest & { personal: boolean; subject: boolean };

let paths: OpenApiDocument['paths'] | undefined;

/** A token is optional (`security: [{}, { bearerAuth: [] }]`), so a signed-in shopper's answer differs. */
function personal(method: string, operation: string): boolean {
  paths ??= loadContract().document.paths;
  const security = paths[operation]?.[method.toLowerCase()]?.security ?? [];
  const anonymous = security.some((scheme) => Object.keys(scheme).length === 0);
  return anonymous && security.length > 1;
}

// A URL's calls depend on the app's code alone: recorded once, bounded since any path can be asked for.
const recordings = new WeakMap<StorefrontPages, Map<string, Promise<PageRequest[]>>>();
const RECORDED_URLS = 2000;

/** `pagePath` is under the base path, decoded, with no leading slash. */
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
    requests.catch(() => recorded.delete(key));
    if (recorded.size >= RECORDED_URLS) recorded.delete(recorded.keys().next().value!);
    recorded.set(key, requests);
  }
  return requests;
}
