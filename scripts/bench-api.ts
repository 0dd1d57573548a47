/**
 * API benchmark: the real server (child process) on a catalog of SEED_PRODUCTS
 * products (default 20000) in a fresh temp DATA_DIR, or on DATABASE_URL when set,
 * loaded with autocannon on loopback for a bounded time per endpoint.
 *
 *   npm run bench:api                      10 s per endpoint, 10 connections
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=20 npm run bench:api
 *   BENCH_DATA_DIR=/tmp/bench-shop npm run bench:api   keep the seeded catalog for the next run
 *
 * Not a test: it prints req/s and latency percentiles, and fails only when an
 * endpoint answers errors.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from './server-process';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

// autocannon ships no types; this is the slice of its programmatic API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const products = process.env.SEED_PRODUCTS ?? '20000';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const usePostgres = Boolean(process.env.DATABASE_URL);
// Seeding 20000 products takes minutes: BENCH_DATA_DIR keeps them between runs.
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = usePostgres ? undefined : (keptDir ?? mkdtempSync(path.join(tmpdir(), 'statefront-bench-')));
const removeDataDir = () => {
  if (dataDir && !keptDir) rmSync(dataDir, { recursive: true, force: true });
};

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} → ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function main() {
  console.log(`Seeding ${products} products (${usePostgres ? 'PostgreSQL' : `PGlite in ${dataDir}`}) and starting the server...`);
  const started = Date.now();
  const server = await spawnServer({
    env: { SEED_PRODUCTS: products, RATE_LIMIT_AUTH: '0', ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    readyTimeoutMs: 15 * 60_000,
  });
  const api = `${server.url}/api/v1`;
  try {
    console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${server.url}\n`);

    // Real targets from the seeded catalog, so filters match rows.
    const menu = await getJson<{ data: { var_slug: string; sub_categories: { var_slug: string }[] }[] }>(`${api}/categories/6/y`);
    const category = menu.data[0]!;
    const tree = await getJson<{ brands: { int_glcode: number }[]; attribute: { value: { id: number }[] }[] }>(
      `${api}/attribute-tree/${category.var_slug}`,
    );
    const page = await getJson<{ total: number; data: { var_slug: string; var_title: string }[] }>(
      `${api}/products`,
      postJson({ fk_category: category.var_slug, limit: 9, page: 1 }),
    );
    const product = page.data[0]!;
    const word = product.var_title.split(/\s+/).find((w) => w.length >= 4)?.toLowerCase() ?? 'kurta';
    console.log(`Catalog: ${page.total} products in ${category.var_slug}; detail ${product.var_slug}; search "${word}"\n`);

    const filtered = {
      fk_category: category.var_slug,
      fk_subcategory: category.sub_categories.slice(0, 2).map((s) => s.var_slug),
      fk_brand: tree.brands.slice(0, 3).map((b) => b.int_glcode),
      atribute: (tree.attribute[0]?.value ?? []).slice(0, 2).map((v) => v.id),
      from_price: 200,
      to_price: 5000,
      sort: 'price_asc',
      limit: 9,
      page: 2,
    };
    const targets: { name: string; method: string; url: string; body?: unknown }[] = [
      { name: 'listProducts (all, page 1)', method: 'POST', url: `${api}/products`, body: { fk_category: 'all', limit: 9, page: 1 } },
      { name: 'listProducts (filtered)', method: 'POST', url: `${api}/products`, body: filtered },
      { name: 'searchProducts', method: 'POST', url: `${api}/search`, body: { search: word } },
      { name: 'suggestProducts', method: 'GET', url: `${api}/product-search/${encodeURIComponent(word.slice(0, 3))}` },
      { name: 'getProduct', method: 'GET', url: `${api}/products/${product.var_slug}` },
    ];

    const rows: string[][] = [];
    let failures = 0;
    for (const target of targets) {
      // Fail before loading when the request itself is wrong.
      await getJson(target.url, target.body === undefined ? { method: target.method } : postJson(target.body));
      const result = await autocannon({
        url: target.url,
        method: target.method,
        headers: target.body === undefined ? {} : { 'content-type': 'application/json' },
        body: target.body === undefined ? undefined : JSON.stringify(target.body),
        connections,
        duration: seconds,
      });
      const bad = result.non2xx + result.errors + result.timeouts;
      failures += bad;
      rows.push([
        target.name,
        result.requests.average.toFixed(0),
        `${result.latency.p50} ms`,
        `${result.latency.p99} ms`,
        String(result.requests.total),
        String(result.non2xx),
        String(result.errors + result.timeouts),
      ]);
      console.log(`  done: ${target.name}`);
    }

    const head = ['endpoint', 'req/s', 'p50', 'p99', 'requests', 'non-2xx', 'errors/timeouts'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(`\n${products} products, ${connections} connections, ${seconds} s each, loopback\n`);
    console.log(line(head));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows) console.log(line(row));
    if (failures) {
      console.error(`\n${failures} requests failed (non-2xx, errors or timeouts)`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    removeDataDir();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  removeDataDir();
  process.exit(1);
});
