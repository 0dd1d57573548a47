/**
 * Lighthouse gauge: the real storefront (built, seeded, on a loopback port) and a floor
 * page of its own (React 19 and one picture, scripts/bench-floor/, built here with Vite
 * and served precompressed by node:http), measured in the same run with Lighthouse's
 * mobile preset (simulated slow 4G and a 4× slower CPU) in Debian Chromium. Pages are
 * interleaved, floor first in each round, so a machine that slows down mid-run slows
 * every page alike; each figure is the median of the rounds.
 *
 *   npm run bench:lighthouse                 3 rounds
 *   BENCH_ROUNDS=5 npm run bench:lighthouse
 *   CHROME_PATH=/usr/bin/chromium (the default)
 *
 * Not a test: it prints a table. Targets (issue 13): performance ≥ 95 on every page and
 * LCP at most 1.5× the floor's.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { asc } from 'drizzle-orm';
import { build } from 'vite';
import { buildAppWithContext } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { products } from '../server/db/schema';
import { seedIfEmpty } from '../server/seed';
import { precompressDir } from './precompress';
import { freePort } from './server-process';

const root = fileURLToPath(new URL('../', import.meta.url));
const tmp = path.join(root, '.tmp', 'bench-lighthouse');
const lighthouseBin = path.join(root, 'node_modules', '.bin', 'lighthouse');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const run = promisify(execFile);

if (!existsSync(lighthouseBin)) {
  console.error('Lighthouse is not installed: node_modules/.bin/lighthouse is missing (it is a devDependency, lighthouse@12).');
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: install Debian's chromium or set CHROME_PATH.`);
  process.exit(1);
}

rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

// --- the floor: built once, served precompressed -----------------------------------
const floorDist = path.join(tmp, 'floor');
await build({
  root: path.join(root, 'scripts', 'bench-floor'),
  configFile: false,
  logLevel: 'warn',
  base: './',
  plugins: [react()],
  build: { outDir: floorDist, emptyOutDir: true },
});
precompressDir(floorDist);
const floorHttp = floorServer(floorDist);
const floor = await listen(floorHttp);

// --- the storefront: built into .tmp, seeded, served by the real app ---------------
const storeDist = path.join(tmp, 'dist');
await build({ root, logLevel: 'warn', build: { outDir: storeDist, emptyOutDir: true } });
await build({ root, logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: path.join(storeDist, '.ssr') } });
const dataDir = path.join(tmp, 'data');
const database = await openDatabase({ dataDir });
await seedIfEmpty(database.db);
const { app } = await buildAppWithContext({
  ctx: { db: database.db },
  config: { basePath: '/', dataDir },
  distDir: storeDist,
  logger: { level: 'warn' },
});
const storePort = await freePort();
await app.listen({ port: storePort, host: '127.0.0.1' });
const store = `http://127.0.0.1:${storePort}`;
const [product] = await database.db.select({ slug: products.slug }).from(products).orderBy(asc(products.id)).limit(1);
if (!product) throw new Error('the seeded shop has no product');

const pages: { name: string; url: string }[] = [
  { name: 'floor', url: `${floor}/` },
  { name: 'home', url: `${store}/` },
  { name: 'listing /shop', url: `${store}/shop` },
  { name: 'product', url: `${store}/product/${product.slug}` },
];

interface Figures {
  perf: number;
  seo: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  /** Time to interactive: when the app (not only its picture) answers the shopper. */
  ttiMs: number;
  /** Total blocking time and cumulative layout shift: with LCP, what the perf score weighs most. */
  tbtMs: number;
  cls: number;
  jsKb: number;
  requests: number;
}

try {
  const results = new Map<string, Figures[]>(pages.map((p) => [p.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const page of pages) {
      const figures = await lighthouse(page.url, path.join(tmp, `${page.name.replace(/\W+/g, '-')}-${round}.json`));
      results.get(page.name)!.push(figures);
      console.log(
        `round ${round}/${rounds} ${page.name}: perf ${figures.perf}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
      );
    }
  }
  printTable(results);
  console.log(`\nmachine: ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
} finally {
  await app.close();
  await database.close();
  await new Promise((resolve) => floorHttp.close(resolve));
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is measured again, once. */
async function lighthouse(url: string, outputPath: string): Promise<Figures> {
  try {
    return await lighthouseOnce(url, outputPath);
  } catch (error) {
    console.log(`  Lighthouse failed on ${url}, measuring again: ${String((error as { stderr?: string }).stderr ?? error).trim()}`);
    return lighthouseOnce(url, outputPath);
  }
}

async function lighthouseOnce(url: string, outputPath: string): Promise<Figures> {
  await run(
    lighthouseBin,
    [
      url,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      // Mobile is Lighthouse's default preset: a mid-range phone on slow 4G, simulated.
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--only-categories=performance,seo,best-practices',
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
  const summary = report.audits['resource-summary']?.details?.items ?? [];
  const item = (type: string) => summary.find((i) => i.resourceType === type);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    perf: score('performance'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    ttiMs: report.audits.interactive?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKb: (item('script')?.transferSize ?? 0) / 1000,
    requests: item('total')?.requestCount ?? 0,
  };
}

/** The slice of Lighthouse's JSON report read here. */
interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: { resourceType: string; transferSize: number; requestCount: number }[] };
      }
    | undefined
  >;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function printTable(results: Map<string, Figures[]>) {
  const med = (name: string, key: keyof Figures) => median(results.get(name)!.map((f) => f[key]));
  const floorLcp = med('floor', 'lcpMs');
  const seconds = (name: string, key: keyof Figures) => `${(med(name, key) / 1000).toFixed(2)} s`;
  const header = ['page', 'perf', 'FCP', 'LCP', 'LCP ÷ floor', 'TTI', 'TBT', 'CLS', 'JS kB', 'requests', 'SEO', 'best practices'];
  const rows = [...results.keys()].map((name) => [
    name,
    String(med(name, 'perf')),
    seconds(name, 'fcpMs'),
    seconds(name, 'lcpMs'),
    `${(med(name, 'lcpMs') / floorLcp).toFixed(2)}×`,
    seconds(name, 'ttiMs'),
    `${med(name, 'tbtMs').toFixed(0)} ms`,
    med(name, 'cls').toFixed(3),
    med(name, 'jsKb').toFixed(1),
    String(med(name, 'requests')),
    String(med(name, 'seo')),
    String(med(name, 'bestPractices')),
  ]);
  console.log(`\nLighthouse ${rounds > 1 ? `median of ${rounds}` : '1 run'}, mobile preset:\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log('\ntargets: perf ≥ 95 on home, /shop and product; LCP ≤ 1.5× floor');
}

// --- a static server for the floor: precompressed files, like the storefront's -------
function floorServer(dir: string): Server {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
  };
  return createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const suffix = { br: 'br', gzip: 'gz' } as const;
    const encoding = (['br', 'gzip'] as const).find((e) => accepts.includes(e) && existsSync(`${file}.${suffix[e]}`));
    const headers: Record<string, string> = {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    response.writeHead(200, headers).end(readFileSync(encoding ? `${file}.${suffix[encoding]}` : file));
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}
