/**
 * The page's own route chunks, named in its HTML so they load beside the entry instead
 * of after it: without these the browser learns of the route chunk only once the entry
 * has run and the router has matched (decision 0016). Read from Vite's manifest
 * (build.manifest); a build without one simply gets no links. Their style sheets and the
 * entry's are inlined (decision 0018).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The account screens without the shared layout, and the one-segment pages: src/routes/<name>.tsx. */
const singleSegmentPages = new Set([
  'aboutus',
  'contactus',
  'privacypolicy',
  'termsandconditions',
  'thankyou',
  'search-product',
  'login',
  'signup',
  'forgetpassword',
  'confirmpassword',
  'newpassword',
]);

/**
 * The route files (src/routes, the router plugin's file-based routes) matched by the
 * page at `pagePath` (under the base path, decoded, no leading slash), root excepted:
 * the root is in the entry. Pages behind a login are left out: their first load goes
 * through the guard.
 */
export function pageRouteFiles(pagePath: string): string[] {
  const segments = pagePath.split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (first === undefined) return ['src/routes/index.tsx'];
  if (first === 'product') return [rest.length === 0 ? 'src/routes/product.index.tsx' : 'src/routes/product.$slug.tsx'];
  if (first === 'shop' && rest.length <= 3) {
    const leaf = ['src/routes/shop.index.tsx', 'src/routes/shop.$id.index.tsx', 'src/routes/shop.$id.$subid.index.tsx', 'src/routes/shop.$id.$subid.$subsubid.tsx'][rest.length]!;
    return ['src/routes/shop.tsx', leaf];
  }
  if (segments.length === 1 && singleSegmentPages.has(first)) return [`src/routes/${first}.tsx`];
  return [];
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
 * What a page's head names for its first screen: a `<link rel="modulepreload">` for each
 * of its route chunks and their static imports, less what the entry already loads (Vite
 * names those in index.html), then one `<style>` with the entry's style sheets and the
 * route's. The style sheets are inlined, not linked: they are small, and each link would be
 * one more request the first paint waits for (a prerendered page paints before any script
 * runs, decision 0018). The router plugin keys a route's split views as `<file>?tsr-split=…`.
 *
 * `entrySheets` are the entry's style sheets (index.html's links, which the server drops).
 */
export function firstLoadHead(distDir: string, entrySheets: string[]): (pagePath: string) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const entry = closure(manifest, Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const splitKeys = (file: string) => Object.keys(manifest).filter((key) => key.startsWith(`${file}?tsr-split=`));
  const sheet = memoised((file: string) => readFileSync(path.join(distDir, file), 'utf8'));

  return (pagePath) => {
    const chunks = [...closure(manifest, pageRouteFiles(pagePath).flatMap(splitKeys))].filter((key) => !entry.has(key)).map((key) => manifest[key]!);
    const scripts = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="./${chunk.file}">`);
    const sheets = [...new Set([...entrySheets, ...chunks.flatMap((chunk) => chunk.css ?? [])])];
    // The route's sheets come after the entry's, as when the app loads them: the cascade is the same.
    return `${scripts.join('')}<style>${sheets.map(sheet).join('\n')}</style>`;
  };
}

function memoised(read: (file: string) => string): (file: string) => string {
  const kept = new Map<string, string>();
  return (file) => {
    if (!kept.has(file)) kept.set(file, read(file));
    return kept.get(file)!;
  };
}
