/**
 * Search benchmark (decision 0036, docs/bench/search.md): the real server, one process, the
 * answer cache off, on a catalog of SEED_PRODUCTS products (default 20000), loaded with
 * autocannon on loopback. For searchProducts and suggestProducts it measures a one-word, a
 * three-word, a typo, a plural and a no-match query, beside the unfiltered listProducts read
 * and the listing's first page of a search (what the header's search opens) in the same run;
 * before the server starts, it times building search's index from empty and taking in a
 * change of 100 products.
 *
 *   npm run bench:search                        PGlite, then PostgreSQL (scripts/pg-cluster.sh)
 *   tsx scripts/bench-search.ts                 PGlite only, or PostgreSQL when DATABASE_URL is set
 *   BENCH_DATA_DIR=/tmp/bench-search npm run bench:search   keep the seeded PGlite catalog between runs
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=1 BENCH_WARMUP=1     per query (defaults); one connection measures a request's own time
 *
 * Not a test: it prints figures, and fails only when a request answers an error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { seedIfEmpty } from '../server/seed';
import { autocannon } from './api-targets';
import { spawnServer } from './server-process';

const products = Number(process.env.SEED_PRODUCTS ?? 20000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
const databaseUrl = process.env.DATABASE_URL || undefined;
const label = databaseUrl ? 'PostgreSQL' : 'PGlite';

/** The queries, by what they try: each asked of search and of the suggestions. */
const queries = [
  ['one word', 'saree'],
  ['three words', 'mustard silk saree'],
  ['typo', 'sraee'],
  ['plural', 'dupattas'],
  ['no match', 'zzqxqzz'],
] as const;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const targets: Target[] = [
  {
    name: 'listProducts (all, unfiltered)',
    method: 'POST',
    path: '/products',
    body: { fk_category: 'all', limit: 9, page: 1 },
  },
  // What the header's search opens: the listing's first page of a search, as the storefront asks it.
  {
    name: 'listProducts (?search=saree, Relevance)',
    method: 'POST',
    path: '/products',
    body: { search: 'saree', fk_category: 'all', from_price: 0, to_price: 100000, limit: 9, page: 1 },
  },
  ...queries.map(
    ([kind, text]): Target => ({
      name: `searchProducts (${kind}: ${text})`,
      method: 'POST',
      path: '/search',
      body: { search: text },
    }),
  ),
  ...queries.map(
    ([kind, text]): Target => ({
      name: `suggestProducts (${kind}: ${text})`,
      method: 'GET',
      path: `/product-search/${encodeURIComponent(text)}`,
    }),
  ),
];

const ms = (since: number) => Math.round(performance.now() - since);

/** Seeds when empty, then times search's index: built from empty, and a change of 100 products taken in. */
async function prepare(dataDir: string | undefined): Promise<{ build: number; change: number }> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const seeded = await seedIfEmpty(database.db, { products });
    if (seeded.seeded) console.log(`  seeded ${seeded.products} products in ${(seeded.ms / 1000).toFixed(0)} s`);
    const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
    await run(sql`truncate search_documents, search_words`);
    let started = performance.now();
    await run(sql`select statefront_search_refresh(array(select id from products))`);
    const build = ms(started);
    await run(sql`analyze`);
    const hundred = sql`(select id from products order by id limit 100)`;
    started = performance.now();
    await run(sql`update products set title = title || ' Bench' where id in ${hundred}`);
    const change = ms(started);
    await run(sql`update products set title = left(title, -6) where id in ${hundred}`);
    return { build, change };
  } finally {
    await database.close();
  }
}

async function load(url: string, target: Target) {
  const headers: Record<string, string> = target.body === undefined ? {} : { 'content-type': 'application/json' };
  const options = {
    url: `${url}/api/v1${target.path}`,
    method: target.method,
    headers,
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    connections,
  };
  const check = await fetch(options.url, { method: options.method, headers: options.headers, body: options.body });
  if (!check.ok) throw new Error(`${target.name} → ${check.status}: ${await check.text()}`);
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx + result.errors + result.timeouts > 0)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = databaseUrl ? undefined : (kept ?? mkdtempSync(path.join(tmpdir(), 'statefront-bench-search-')));
  try {
    console.log(
      `\n${label}, ${products} products, cache off, one process, ${connections} connection(s), ` +
        `${seconds} s a query; load ${loadavg()[0]!.toFixed(1)}`,
    );
    const index = await prepare(dataDir);
    const server = await spawnServer({
      env: {
        SEED_PRODUCTS: String(products),
        CATALOG_CACHE: 'off',
        RATE_LIMIT_AUTH: '0',
        RATE_LIMIT_READS: '0',
        LOG_LEVEL: 'warn',
        ...(dataDir ? { DATA_DIR: dataDir } : {}),
      },
      readyTimeoutMs: 20 * 60_000,
    });
    try {
      console.log(`\n| ${label} | req/s | p50 | p99 |\n|---|---|---|---|`);
      for (const target of targets) {
        const row = await load(server.url, target);
        console.log(`| ${target.name} | ${row.rps.toFixed(0)} | ${row.p50} ms | ${row.p99} ms |`);
      }
    } finally {
      await server.stop();
    }
    console.log(
      `\nIndex: built from empty in ${index.build} ms; a change of 100 products taken in ` +
        `${index.change} ms. Load after: ${loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    if (dataDir && !kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
