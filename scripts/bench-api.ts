/**
 * API benchmark: the real server (child process, bundled as `npm start` runs it) on a catalog of SEED_PRODUCTS products
 * (default 20000) in a fresh temp DATA_DIR, or on DATABASE_URL when set, loaded with
 * autocannon on loopback for a bounded time per operation. In the same run it loads a
 * bare node:http server answering a fixed 2 kB JSON right beside each operation, and prints every
 * operation's req/s as a share of that bare server's: on a shared machine only ratios taken
 * seconds apart compare. All servers run at once and take each operation in turn (benchInterleaved).
 * Beside each req/s, the CPU time its server process spent a request (user and system, from /proc): the bare
 * server's ÷ the shop's ("of bare, by CPU") is what a request costs against a bare answer, however the load
 * generator and other processes shared the cores meanwhile.
 *
 *   npm run bench:api                              cache on, then cache off (CATALOG_CACHE=off)
 *   BENCH_BASE_DIR=/tmp/bench-base npm run bench:api   also an older checkout, side by side
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=20 BENCH_WARMUP=0 npm run bench:api   (warm-up: 2 s per operation, not counted)
 *   BENCH_DATA_DIR=/tmp/bench-shop npm run bench:api   keep the seeded catalogs for the next run
 *                                                      (cache off's in /tmp/bench-shop-off, the base checkout's in /tmp/bench-shop-base;
 *                                                      on DATABASE_URL, in the database <name>_base)
 *   BENCH_SERVERS=on npm run bench:api             only the cached server (on, off, base)
 *   BENCH_ROUNDS=3 npm run bench:api               three rounds, the order of servers reversed in each; medians
 *   BENCH_SIZED_FLOORS=0 npm run bench:api         without the floor per operation (a bare server sending its bytes)
 *   BENCH_SORTS=1 npm run bench:api                the sorts instead: the whole catalog's first page, a category's
 *                                                  second page and a search, in Relevance and in every order a
 *                                                  shopper can choose
 *
 * An older checkout for BENCH_BASE_DIR: `git worktree add /tmp/bench-base 83c10f4` and
 * `ln -s "$PWD/node_modules" /tmp/bench-base/node_modules`.
 *
 * Not a test: it prints figures, and fails only when an operation answers errors.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadTarget, postJson, targetsOf, type Target } from './api-targets';
import { benchServer } from './build-server';
import { cpuMsOf } from './cpu-time';
import { freePort, spawnServer } from './server-process';

const products = process.env.SEED_PRODUCTS ?? '20000';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Load before measuring, discarded: the first seconds after a start measure V8's compiler and cold buffers.
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const usePostgres = Boolean(process.env.DATABASE_URL);
const baseDir = process.env.BENCH_BASE_DIR ? path.resolve(process.env.BENCH_BASE_DIR) : undefined;
const wanted = (process.env.BENCH_SERVERS ?? 'on,off,base').split(',').map((s) => s.trim());
// Seeding 20000 products takes minutes: BENCH_DATA_DIR keeps them between runs.
const keptDir = process.env.BENCH_DATA_DIR;
const benchSorts = process.env.BENCH_SORTS === '1';
const temps: string[] = [];
const dataDirFor = (suffix: string) => {
  if (usePostgres) return undefined;
  if (keptDir) return `${keptDir}${suffix}`;
  const dir = mkdtempSync(path.join(tmpdir(), `statefront-bench${suffix}-`));
  temps.push(dir);
  return dir;
};

/**
 * The base's own database on the same PostgreSQL cluster (`<name>_base`, created once), as on
 * PGlite it has its own directory: in the shared database it would run on this checkout's
 * migrations, with indexes and columns its own schema never had.
 */
async function baseDatabaseUrl(): Promise<string> {
  const url = new URL(process.env.DATABASE_URL!);
  const name = `${url.pathname.slice(1)}_base`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
const removeTemps = () => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true }));

interface ServerSpec {
  label: string;
  cwd?: string;
  env: Record<string, string>;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  bad: number;
  /** The bare server's req/s, loaded right beside this row in the same round. */
  floor: number;
  /** The server's CPU time (user and system) a request, in µs, over the measured seconds. */
  cpu: number;
  /** The bare server's, beside it. */
  floorCpu: number;
}

/** Loads `target`, served by the process `pid`: its req/s, latencies, and the CPU that process spent a request. */
async function load(target: Target, pid: number): Promise<Row> {
  const run = (duration: number) => loadTarget(target, connections, duration);
  if (warmup > 0) await run(warmup);
  const cpuBefore = cpuMsOf(pid);
  const result = await run(seconds);
  const cpu = ((cpuMsOf(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
    floor: Number.NaN,
    cpu,
    floorCpu: Number.NaN,
  };
}

/**
 * A bare node:http server answering a fixed 2 kB JSON, or `body`, in its own process like the shop's server. With an
 * operation's own answer it is that operation's floor too: the load generator, on the same cores, reads as many bytes.
 */
async function bareServer(body?: string): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const code = `
    const items = Array.from({ length: 16 }, (_, i) => ({
      id: i, title: 'Product ' + i, price: 1000 + i, slug: 'product-' + i, liked: false,
    }));
    let body = JSON.stringify({ data: items, total: 16, note: '' });
    body = process.env.BARE_BODY ?? JSON.stringify({ data: items, total: 16, note: 'x'.repeat(Math.max(0, 2048 - body.length)) });
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: body === undefined ? process.env : { ...process.env, BARE_BODY: body },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (exitCode) => reject(new Error(`the bare server exited (${exitCode})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Running {
  spec: ServerSpec;
  targets: Target[];
  /** Each target's answer as the server sent it (uncompressed, as the load asks for it). */
  answers: Map<string, string>;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(spec: ServerSpec): Promise<Running> {
  console.log(`\n${spec.label}: seeding if needed and starting...`);
  const started = Date.now();
  // As `npm start` runs it: the bundle, not the sources through tsx.
  const bundle = await benchServer(spec.cwd);
  const server = await spawnServer({
    cwd: spec.cwd,
    built: bundle.built,
    // The read limit would refuse the load itself; a large RATE_LIMIT_READS from the caller measures what counting costs.
    env: {
      SEED_PRODUCTS: products,
      RATE_LIMIT_AUTH: '0',
      RATE_LIMIT_READS: process.env.RATE_LIMIT_READS ?? '0',
      LOG_LEVEL: 'warn',
      ...spec.env,
    },
    readyTimeoutMs: 20 * 60_000,
  });
  try {
    console.log(`  ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const targets = await targetsOf(`${server.url}/api/v1`, benchSorts);
    // Fail before loading when a request itself is wrong.
    const answers = new Map<string, string>();
    for (const target of targets) {
      const init = target.body === undefined ? { method: target.method } : postJson(target.body);
      const response = await fetch(target.url, init);
      if (!response.ok)
        throw new Error(`${target.method} ${target.url} → ${response.status}: ${await response.text()}`);
      answers.set(target.name, await response.text());
    }
    return { spec, targets, answers, pid: server.child.pid!, stop: () => server.stop().finally(bundle.remove) };
  } catch (error) {
    await server.stop();
    bundle.remove();
    throw error;
  }
}

/**
 * Every server is up at once and each operation is loaded on one server after the other, and on
 * the bare server beside them, so a ratio compares figures taken seconds apart, not minutes: a
 * machine whose load drifts (other people's test runs) moves both sides of a ratio alike. Each
 * round reverses the order, and a figure is the median of the rounds.
 */
async function benchInterleaved(servers: Running[], bare: { url: string; pid: number }): Promise<Map<string, Row[]>> {
  const runs = new Map(servers.map((server) => [server.spec.label, [] as Row[][]]));
  const operations = servers[0]?.targets.map((target) => target.name) ?? [];
  const loadBare = () => load({ name: 'bare', method: 'GET', url: bare.url }, bare.pid);
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const [index, name] of operations.entries()) {
      const before = round % 2 === 1 ? await loadBare() : undefined;
      const rows = [];
      for (const server of order) {
        const row = await load(server.targets.find((target) => target.name === name)!, server.pid);
        rows.push(row);
        const perOperation = runs.get(server.spec.label)!;
        (perOperation[index] ??= []).push(row);
      }
      const floor = before ?? (await loadBare());
      for (const row of rows) Object.assign(row, { floor: floor.rps, floorCpu: floor.cpu });
      console.log(`  round ${round + 1}/${rounds} done: ${name}`);
    }
  }
  return new Map([...runs].map(([label, perOperation]) => [label, perOperation.map(median)]));
}

/** The round with the median share of its bare floor (its latencies with it, so a row is one real measurement). */
function median(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.rps / a.floor - b.rps / b.floor);
  const row = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...row, bad: rows.reduce((sum, r) => sum + r.bad, 0) };
}

const sizedCells = (floor: { rps: number; bytes: number } | undefined, rps: number) =>
  floor ? [String(floor.bytes), `${((100 * rps) / floor.rps).toFixed(1)}%`] : ['-', '-'];

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main() {
  const specs: ServerSpec[] = [];
  // On PGlite each server has its own directory: they run at once, and a directory opens in one process only.
  const dataDir = (suffix: string): Record<string, string> => {
    const dir = dataDirFor(suffix);
    return dir ? { DATA_DIR: dir } : {};
  };
  if (wanted.includes('on')) specs.push({ label: 'cache on', env: { CATALOG_CACHE: 'on', ...dataDir('') } });
  if (wanted.includes('off')) specs.push({ label: 'cache off', env: { CATALOG_CACHE: 'off', ...dataDir('-off') } });
  if (baseDir && wanted.includes('base')) {
    // Its own PGlite directory or PostgreSQL database: an older schema may not open a newer one's files.
    const there = dataDirFor('-base');
    const env: Record<string, string> = there ? { DATA_DIR: there } : { DATABASE_URL: await baseDatabaseUrl() };
    specs.push({ label: `base (${baseDir})`, cwd: baseDir, env });
  }
  console.log(
    `${products} products on ${usePostgres ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s per operation`,
  );

  const bare = await bareServer();
  const results = new Map<string, Row[]>();
  const servers: Running[] = [];
  try {
    for (const spec of specs) servers.push(await startServer(spec));
    for (const [label, rows] of await benchInterleaved(servers, bare)) results.set(label, rows);
  } finally {
    await bare.stop();
    for (const server of servers) await server.stop();
  }
  // A floor per operation: a bare server answering that operation's own bytes (BENCH_SIZED_FLOORS=0: none).
  const sized = new Map<string, { rps: number; bytes: number }>();
  if (process.env.BENCH_SIZED_FLOORS !== '0' && servers[0]) {
    for (const [name, answer] of servers[0].answers) {
      const own = await bareServer(answer);
      try {
        sized.set(name, {
          rps: (await load({ name, method: 'GET', url: own.url }, own.pid)).rps,
          bytes: Buffer.byteLength(answer),
        });
      } finally {
        await own.stop();
      }
    }
  }

  const [cpus] = [
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  ];
  console.log(
    `\n${products} products, ${usePostgres ? 'PostgreSQL' : 'PGlite'}, ${connections} ` +
      `connections, ${seconds} s each after ${warmup} s of warm-up, loopback; load average ` +
      `${cpus}`,
  );
  const floors = [...results.values()].flat().map((row) => row.floor);
  console.log(
    `bare node:http, fixed 2 kB JSON, loaded beside each operation: ${Math.min(...floors).toFixed(0)} to ${Math.max(...floors).toFixed(0)} req/s`,
  );

  let failures = 0;
  const base = [...results.entries()].find(([label]) => label.startsWith('base'))?.[1];
  for (const [label, rows] of results) {
    failures += rows.reduce((sum, row) => sum + row.bad, 0);
    const versusBase = !label.startsWith('base') && base;
    const head = [
      'operation',
      'req/s',
      'p50',
      'p99',
      'bare',
      'of bare',
      'CPU a request',
      'bare CPU',
      'of bare, by CPU',
      ...(sized.size ? ['bytes', 'of bare, same bytes'] : []),
      ...(versusBase ? ['vs base'] : []),
      'requests',
      'errors',
    ];
    console.log(`\n${label}\n`);
    console.log(
      table(
        head,
        rows.map((row) => {
          const baseRow = versusBase ? base.find((b) => b.name === row.name) : undefined;
          return [
            row.name,
            row.rps.toFixed(0),
            `${row.p50} ms`,
            `${row.p99} ms`,
            row.floor.toFixed(0),
            `${((100 * row.rps) / row.floor).toFixed(1)}%`,
            `${row.cpu.toFixed(1)} µs`,
            `${row.floorCpu.toFixed(1)} µs`,
            `${((100 * row.floorCpu) / row.cpu).toFixed(1)}%`,
            ...(sized.size ? sizedCells(sized.get(row.name), row.rps) : []),
            ...(versusBase ? [baseRow && baseRow.rps > 0 ? `${(row.rps / baseRow.rps).toFixed(1)}x` : '-'] : []),
            String(row.total),
            String(row.bad),
          ];
        }),
      ),
    );
  }
  if (failures) {
    console.error(`\n${failures} requests failed (non-2xx, errors or timeouts)`);
    process.exitCode = 1;
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(removeTemps);
