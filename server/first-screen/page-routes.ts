// The storefront's pages as the app's prerender build answers them (decision 0031).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { StorefrontPages } from '#drawn-page/pages';

/** Without the app's build, only the home page, which says how to build it. */
const unbuilt: StorefrontPages = {
  pageAt: (pagePath) => (pagePath === '' ? { fullPath: '/', files: [], guarded: false } : null),
  firstRequests: () => Promise.resolve([]),
};

export async function loadPageRoutes(file: string): Promise<StorefrontPages> {
  if (!existsSync(file)) return unbuilt;
  // src/prerender.tsx exports these typed as StorefrontPages'; a dynamic import is untyped.
  const { pageAt, firstRequests } = (await import(pathToFileURL(file).href)) as Partial<StorefrontPages>;
  return pageAt && firstRequests ? { pageAt, firstRequests } : unbuilt;
}
