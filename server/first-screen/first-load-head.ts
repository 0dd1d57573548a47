// A page's route chunks named in its HTML, read from Vite's manifest (decisions 0016, 0018, 0019).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PAGE_CHUNKS_ID } from '#drawn-page/page-chunks-list';
import type { StorefrontPages } from '#drawn-page/pages';

const manifestFile = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), css: z.array(z.string()).optional() }),
);
type Manifest = z.infer<typeof manifestFile>;

/** The route files of the page at `pagePath`; none behind a login, whose first load goes through the guard. */
export function pageRouteFiles(pages: StorefrontPages, pagePath: string): string[] {
  const page = pages.pageAt(pagePath);
  return page && !page.guarded ? page.files : [];
}

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

/** Scripts (data for a drawn page, else modulepreload) and one inlined `<style>`: a link would delay the first paint. */
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
    // Named by links so Vite's loader does not append them again (a layout shift); a non-CSS type keeps the
    // browser from fetching them, which `disabled` does not.
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
