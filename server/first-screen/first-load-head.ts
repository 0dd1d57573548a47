/**
 * The page's own route chunks, named in its HTML so they load beside the entry instead
 * of after it: without these the browser learns of the route chunk only once the entry
 * has run and the router has matched (decision 0016). Read from Vite's manifest
 * (build.manifest); a build without one simply gets no links. Their style sheets and the
 * entry's are inlined (decision 0018).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PAGE_CHUNKS_ID } from '../../drawn-page/page-chunks-list';
import type { StorefrontPages } from '../../drawn-page/pages';

/** What is read of Vite's manifest: each chunk's file, the chunks it imports and its style sheets. Read once, at start. */
const manifestFile = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), css: z.array(z.string()).optional() }),
);
type Manifest = z.infer<typeof manifestFile>;

/**
 * The route files (src/routes, the router plugin's file-based routes) matched by the
 * page at `pagePath` (under the base path, decoded, no leading slash), root excepted:
 * the root is in the entry. Pages behind a login are left out: their first load goes
 * through the guard.
 */
export function pageRouteFiles(pages: StorefrontPages, pagePath: string): string[] {
  const page = pages.pageAt(pagePath);
  return page && !page.guarded ? page.files : [];
}

/** A chunk and every chunk it imports statically. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * What a page's head names for its first screen (decisions 0018, 0019):
 * - its scripts: the app (src/boot.tsx and what it imports, which the small entry imports
 *   in stages) and the page's route chunks with their static imports, less the entry's own
 *   (Vite names those in index.html). A page that arrives drawn lists them as data instead,
 *   for the entry to ask for once the page is painted (src/main.tsx); another page names
 *   them as `<link rel="modulepreload">`, so they load beside the entry instead of after it.
 * - for a drawn page, that nothing is painted before the drawn screen is parsed whole;
 * - one `<style>` with every style sheet of the entry, the app and the route, in that order
 *   (as the app would load them: the cascade is the same). Inlined, not linked: they are
 *   small, and each link would be one more request the first paint waits for.
 * The router plugin keys a route's split views as `<file>?tsr-split=…`.
 *
 * `entrySheets` are the entry's style sheets (index.html's links, which the server drops).
 */
export function firstLoadHead(
  distDir: string,
  entrySheets: string[],
  pages: StorefrontPages,
): (pagePath: string, prerendered: boolean) => string {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? manifestFile.parse(JSON.parse(readFileSync(manifestPath, 'utf8'))) : {};
  const entry = closure(manifest, ['index.html']);
  const app = [...closure(manifest, ['src/boot.tsx'])].filter((key) => !entry.has(key));
  const loaded = new Set([...entry, ...app]);
  const splitKeys = (file: string) => Object.keys(manifest).filter((key) => key.startsWith(`${file}?tsr-split=`));
  const sheet = memoised((file: string) => readFileSync(path.join(distDir, file), 'utf8'));

  return (pagePath, prerendered) => {
    const route = [...closure(manifest, pageRouteFiles(pages, pagePath).flatMap(splitKeys))].filter(
      (key) => !loaded.has(key),
    );
    const files = [...app, ...route].map((key) => `./${manifest[key]!.file}`);
    const scripts = prerendered
      ? `<script type="application/json" id="${PAGE_CHUNKS_ID}">${JSON.stringify(files)}</script>`
      : files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    const css = [...app, ...route].flatMap((key) => manifest[key]!.css ?? []);
    const sheets = [...new Set([...entrySheets, ...css])];
    // Each inlined sheet is also named by a link that is never fetched nor applied, which
    // Vite's chunk loader takes as loaded: it would otherwise append the same sheets as links
    // when the app's chunks load, and while one had arrived and another not, rules of the
    // first could win over the second's and move the page (a layout shift on every load).
    // A type that is not CSS keeps the browser from fetching it; `disabled` does not: on a
    // slow line those fetches took bandwidth from the page's pictures and scripts.
    const named = sheets.map((file) => `<link rel="stylesheet" href="./${file}" type="text/x-inlined">`);
    return `${scripts}<style>${sheets.map(sheet).join('\n')}</style>${named.join('')}`;
  };
}

function memoised(read: (file: string) => string): (file: string) => string {
  const kept = new Map<string, string>();
  return (file) => {
    if (!kept.has(file)) kept.set(file, read(file));
    return kept.get(file)!;
  };
}
