/**
 * The storefront's pages, as the app itself knows them: its prerender build (src/pages.tsx,
 * built with src/prerender.tsx into `<dist>/.ssr/`, decision 0018) answers with the app's
 * own router and loaders which paths are pages (the server answers 404 for any other),
 * which route files draw each (server/first-screen/first-load-head.ts names their chunks)
 * and which calls its first screen makes (server/first-screen/requests.ts). Decision 0031.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { StorefrontPages } from '../../drawn-page/pages';

/** Without the app's build the server knows no page but its home, which says how to build it. */
const unbuilt: StorefrontPages = {
  pageAt: (pagePath) => (pagePath === '' ? { fullPath: '/', files: [], guarded: false } : null),
  firstRequests: () => Promise.resolve([]),
};

/** The pages of the prerender build at `file`, or those of no build when there is none. */
export async function loadPageRoutes(file: string): Promise<StorefrontPages> {
  if (!existsSync(file)) return unbuilt;
  // The prerender build, whose src/prerender.tsx exports src/pages.tsx's two, typed as StorefrontPages'; a dynamic import is untyped.
  const { pageAt, firstRequests } = (await import(pathToFileURL(file).href)) as Partial<StorefrontPages>;
  return pageAt && firstRequests ? { pageAt, firstRequests } : unbuilt;
}
