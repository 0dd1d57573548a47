/**
 * Bundle sizes: builds the storefront into a temp folder and prints every asset's raw and
 * gzip size, then what the first load of each key page fetches: the entry with its static
 * imports (what index.html names) plus the page's route chunks with theirs, read from
 * Vite's manifest. A benchmark, not a test: it prints figures to compare between commits.
 * No size is a target of its own: what a shopper feels is the first paint and the takeover's
 * main-thread work, which bench:lighthouse and bench:takeover measure beside a floor page.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The route files on each page's match, besides the root (always in the entry). */
const pages: Record<string, string[]> = {
  home: ['src/routes/index.tsx'],
  'listing /shop': ['src/routes/shop.tsx', 'src/routes/shop.index.tsx'],
  product: ['src/routes/product.$slug.tsx'],
};

const out = mkdtempSync(path.join(tmpdir(), 'statefront-bundle-'));
try {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', out, '--manifest'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const gzip = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = gzip.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(out, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      gzip.set(file, size);
    }
    return size;
  };

  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  const assets = readdirSync(path.join(out, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const all = assets.map((name) => ({ name, ...sizeOf(`assets/${name}`) })).sort((a, b) => b.gzip - a.gzip);
  console.log(`${'asset'.padEnd(60)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
  for (const s of all) console.log(`${s.name.padEnd(60)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)}`);
  const total = (key: 'raw' | 'gzip') => all.reduce((sum, s) => sum + s[key], 0);
  console.log(`\nall JS+CSS: ${kb(total('raw'))} raw, ${kb(total('gzip'))} gzip in ${all.length} files\n`);

  const manifest = JSON.parse(readFileSync(path.join(out, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  // The small entry and the app it imports (src/boot.tsx) are both entries: every first load takes both.
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entryKeys.length === 0) throw new Error('the manifest names no entry');

  /** A chunk and every chunk it imports statically: what loads before (or with) it. */
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      manifest[key]!.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [...seen].map((key) => manifest[key]!);
  };

  // On a drawn page (decision 0018) only the small entry runs before the first paint; the app follows it.
  const htmlEntry = entryKeys.find((key) => key.endsWith('.html'));
  const beforePaint = htmlEntry ? closure([htmlEntry]).map((c) => c.file) : [];
  console.log(
    `${'first load'.padEnd(16)} ${'JS gzip'.padStart(10)} ${'CSS gzip'.padStart(10)} ` +
      `${'JS files'.padStart(9)} ${'CSS files'.padStart(10)} ${'requests'.padStart(9)} ` +
      `${'JS before paint'.padStart(16)}`,
  );
  for (const [page, routeFiles] of Object.entries(pages)) {
    // The router plugin splits a route's views into a chunk named by its file plus ?tsr-split=…
    const routeKeys = routeFiles.flatMap((file) =>
      Object.keys(manifest).filter((key) => key.startsWith(`${file}?tsr-split=`)),
    );
    const chunks = closure([...entryKeys, ...routeKeys]);
    const js = chunks.map((c) => c.file);
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    const sum = (files: string[]) => files.reduce((n, f) => n + sizeOf(f).gzip, 0);
    // The document itself, then every script and style sheet: API calls and images come on top.
    const requests = 1 + js.length + css.length;
    console.log(
      `${page.padEnd(16)} ${kb(sum(js)).padStart(10)} ${kb(sum(css)).padStart(10)} ` +
        `${String(js.length).padStart(9)} ${String(css.length).padStart(10)} ` +
        `${String(requests).padStart(9)} ${kb(sum(beforePaint)).padStart(16)}`,
    );
  }
  console.log(
    '\nrequests: the HTML, scripts and style sheets (API calls and images come on top). JS before paint: what a drawn page runs before\n' +
      'its first paint (the entry); the rest is asked for after it.',
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
