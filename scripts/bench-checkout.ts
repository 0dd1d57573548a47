/**
 * Checkout benchmark: a flash sale (scripts/flash-sale.ts) on PostgreSQL with one and with
 * two server processes (shoppers split between them), and on PGlite with its one process.
 * S shoppers, made in the database beforehand, each try to buy one unit of the same V
 * variants holding U units in all, half cash on delivery and half by sandbox card, all at
 * once. It prints orders per second, placeOrder's p50 and p99, the CPU time each order cost
 * the servers, PostgreSQL and the load generator, and the sale's ledger; beside each, a floor
 * measured on the same database in the same run: S bare transactions taking one unit from a
 * stock row and inserting an order row, so orders per second reads as a
 * share of what the database itself does (these machines are noisy: compare shares).
 *
 *   npm run bench:checkout                           a throwaway PostgreSQL (scripts/pg-cluster.sh) and a temp PGlite
 *   BENCH_SHOPPERS=400 BENCH_VARIANTS=2 BENCH_UNITS=20 npm run bench:checkout
 *   BENCH_TIMEOUT_MS=20000                           every request's bound; a request past it counts as a timeout
 *   BENCH_CPU_PROF=/tmp/prof                         each server's V8 CPU profile, written as it stops
 *
 * Servers run as child processes, loopback only, with the sign-up and read limits off
 * (nobody signs up: the shoppers are written to the database). Not a test: it prints
 * figures, and fails when a ledger line does not balance.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/connect';
import { seedIfEmpty } from '../server/seed';
import {
  floor,
  ledger,
  makeShoppers,
  quantile,
  runSale,
  stockUp,
  type Floor,
  type LedgerLine,
  type Sale,
  type SaleShopper,
  type SaleVariant,
} from './flash-sale';
import { benchServer } from './build-server';
import { spawnServer, type ServerProcess } from './server-process';
import { cpuMsByName, cpuMsOf, spentBetween } from './cpu-time';

const shopperCount = Number(process.env.BENCH_SHOPPERS ?? 200);
const variantCount = Number(process.env.BENCH_VARIANTS ?? 5);
const units = Number(process.env.BENCH_UNITS ?? 50);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 20_000);
/**
 * BENCH_CPU_PROF=<dir>: every server writes a V8 CPU profile there as it stops, sampled every 100 µs (the default
 * millisecond gives a one-second sale a few hundred samples).
 */
const profileArgs = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];
/** Orders placed before the timed sale on a product of their own, so the first placements do not time V8's compiler. */
const warmupShoppers = 20;

const serverEnv = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH: '0',
  RATE_LIMIT_READS: '0',
  RATE_LIMIT_CONTACT: '0',
  // Both processes on one database sign sandbox payments alike.
  SECRET: randomBytes(24).toString('hex'),
};

/** Products in the seeded shop: the sale needs only V + 1 of them, and seeding more is time not spent selling. */
const CATALOG = 50;

interface Run {
  label: string;
  processes: number;
  sale: Sale;
  cpu: SaleCpu;
  books: LedgerLine[];
  floor: Floor;
}

/** What a sale starts from, written to its database before the servers take it. */
interface Prepared {
  sale: SaleVariant[];
  start: Map<number, number>;
  shoppers: SaleShopper[];
  warmup: { variant: SaleVariant; shoppers: SaleShopper[] };
}

const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The shop seeded, the sale's stock set (the first variant of each of the first V products) and its shoppers made. */
async function prepare(db: Db): Promise<Prepared> {
  await seedIfEmpty(db, { products: CATALOG });
  const { rows } = await db.execute<{ variant_id: number; product_id: number }>(
    sql`select distinct on (product_id) id as variant_id, product_id from variants order by product_id, id limit ${variantCount + 1}`,
  );
  if (rows.length < variantCount + 1) throw new Error(`the seeded shop has fewer than ${variantCount + 1} products`);
  const picked = rows.map((row) => ({ productId: Number(row.product_id), variantId: Number(row.variant_id) }));
  const [sale, variant] = [picked.slice(0, variantCount), picked[variantCount]!];
  await stockUp(db, [variant], warmupShoppers);
  return {
    sale,
    start: await stockUp(db, sale, units),
    shoppers: await makeShoppers(db, shopperCount),
    warmup: { variant, shoppers: await makeShoppers(db, warmupShoppers) },
  };
}

/** CPU time the sale cost, in ms: the servers', PostgreSQL's processes' (none on PGlite), and the load generator's. */
interface SaleCpu {
  server: number;
  database: number | null;
  load: number;
}

/** A warm-up sale on a product of its own (untimed, not counted), then the sale, with the CPU time it cost. */
async function sell(
  prepared: Prepared,
  servers: readonly ServerProcess[],
  onPostgres: boolean,
): Promise<{ sale: Sale; cpu: SaleCpu }> {
  const apiUrls = servers.map((server) => `${server.url}/api/v1`);
  const warm = await runSale({
    apiUrls,
    shoppers: prepared.warmup.shoppers,
    variants: [prepared.warmup.variant],
    timeoutMs,
  });
  const unwell = warm.outcomes.find((o) => o.result === 'failed');
  if (unwell) throw new Error(`the warm-up failed: ${unwell.detail}`);
  const serverCpu = () => servers.reduce((ms, server) => ms + cpuMsOf(server.child.pid!), 0);
  // Counted from the moment every shopper places, the carts filled: what the sale itself cost.
  let from: { server: number; database: Map<number, number>; load: NodeJS.CpuUsage } | undefined;
  const placing = () => {
    from = { server: serverCpu(), database: cpuMsByName('postgres'), load: process.cpuUsage() };
  };
  const sale = await runSale({ apiUrls, shoppers: prepared.shoppers, variants: prepared.sale, timeoutMs, placing });
  if (!from) throw new Error('the sale ended before its shoppers placed');
  const { user, system } = process.cpuUsage(from.load);
  const cpu = {
    server: serverCpu() - from.server,
    database: onPostgres ? spentBetween(from.database, cpuMsByName('postgres')) : null,
    load: (user + system) / 1000,
  };
  return { sale, cpu };
}

/** The sale's ledger and the floor, on the same database. */
async function account(
  db: Db,
  label: string,
  processes: number,
  prepared: Prepared,
  { sale, cpu }: { sale: Sale; cpu: SaleCpu },
): Promise<Run> {
  const books = await ledger(db, sale, prepared.start);
  return {
    label,
    processes,
    sale,
    cpu,
    books,
    floor: await floor(db, { transactions: shopperCount, rows: variantCount, units }),
  };
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const perSecond = (orders: number, seconds: number) => (seconds > 0 ? orders / seconds : 0);

function report(runs: Run[]) {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `\nFlash sale: ${shopperCount} shoppers, ${variantCount} variants, ${units} units, half ` +
      `cash and half sandbox card, all at once; loopback; load average ${load}\n`,
  );
  const rows = runs.map((run) => {
    const orders = run.sale.outcomes.filter((o) => o.result === 'ordered').length;
    const rate = perSecond(orders, run.sale.seconds);
    const floorRate = perSecond(run.floor.orders, run.floor.seconds);
    const orderedBy = (way: string) => run.sale.outcomes.filter((o) => o.result === 'ordered' && o.way === way).length;
    return [
      run.label,
      String(run.processes),
      String(orders),
      `${orderedBy('cash')}/${orderedBy('card')}`,
      rate.toFixed(1),
      `${quantile(run.sale.placeOrderMs, 0.5).toFixed(0)} ms`,
      `${quantile(run.sale.placeOrderMs, 0.99).toFixed(0)} ms`,
      floorRate.toFixed(0),
      `${((100 * rate) / floorRate).toFixed(1)}%`,
      String(run.sale.serverErrors),
      String(run.sale.timeouts),
      run.books.every((line) => line.ok) ? 'balanced' : 'NOT BALANCED',
    ];
  });
  const head = [
    'database',
    'processes',
    'orders',
    'cash/card',
    'orders/s',
    'placeOrder p50',
    'p99',
    'floor orders/s',
    'of floor',
    '5xx',
    'timeouts',
    'ledger',
  ];
  console.log(table(head, rows));
  const ms = (values: readonly number[], q: number) => `${quantile(values, q).toFixed(0)} ms`;
  console.log(
    `\n${table(
      ['database', 'processes', "buyers' placeOrder", 'p50', 'p99', 'sold-out answers', 'p50', 'p99'],
      runs.map((run) => [
        run.label,
        String(run.processes),
        String(run.sale.buyerMs.length),
        ms(run.sale.buyerMs, 0.5),
        ms(run.sale.buyerMs, 0.99),
        String(run.sale.soldOutMs.length),
        ms(run.sale.soldOutMs, 0.5),
        ms(run.sale.soldOutMs, 0.99),
      ]),
    )}`,
  );
  const perOrder = (ms: number | null, run: Run) => {
    const orders = run.sale.outcomes.filter((o) => o.result === 'ordered').length;
    return ms === null ? '-' : `${(ms / orders).toFixed(1)} ms`;
  };
  console.log(
    `\n${table(
      ['database', 'processes', 'CPU per order: servers', 'PostgreSQL', 'load generator'],
      runs.map((run) => [
        run.label,
        String(run.processes),
        perOrder(run.cpu.server, run),
        perOrder(run.cpu.database, run),
        perOrder(run.cpu.load, run),
      ]),
    )}`,
  );
  console.log(
    `\norders/s: orders ÷ seconds from the moment all ${shopperCount} place to the last ` +
      `answer; p50/p99 over every placeOrder request (cash, card step 1 and step 2), then apart: the buyers' ` +
      `requests and the answers "out of stock";\nCPU per order: the processes' user and system time during the sale ` +
      `from the moment all place, over its orders (the refusals' share in it);\nfloor: ` +
      `${shopperCount} bare transactions at once on the same database, each taking a unit from ` +
      `one of ${variantCount} stock rows and inserting an order row`,
  );
  for (const run of runs) {
    console.log(
      `\n${run.label}, ${run.processes} process${run.processes > 1 ? 'es' : ''}: ` +
        `${run.sale.placeOrderMs.length} placeOrder requests in ${run.sale.seconds.toFixed(2)} s; ` +
        `floor ${run.floor.orders} orders of ${shopperCount} transactions in ` +
        `${run.floor.seconds.toFixed(2)} s`,
    );
    for (const line of run.books) console.log(`  ${line.ok ? 'ok ' : 'BAD'}  ${line.check}: ${line.figures}`);
  }
}

// As `npm start` runs it: the bundle, not the sources through tsx; built once for every server of the run.
let bundle: ReturnType<typeof benchServer> | undefined;

async function startServers(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const { built } = await (bundle ??= benchServer());
  return Promise.all(
    Array.from({ length: count }, () =>
      spawnServer({ built, env: { ...serverEnv, ...env }, readyTimeoutMs: 180_000, nodeArgs: profileArgs }),
    ),
  );
}

/** A database to sell on, its servers started and its first sale prepared; `withDb` opens it for the bench. */
interface Shop {
  label: string;
  servers: ServerProcess[];
  first: Prepared;
  withDb<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL: two processes; the bench keeps a connection of its own beside theirs. */
async function postgresShop(databaseUrl: string): Promise<Shop> {
  const database = await openDatabase({ databaseUrl });
  const first = await prepare(database.db);
  const servers = await startServers(2, { DATABASE_URL: databaseUrl });
  return {
    label: 'PostgreSQL',
    servers,
    first,
    withDb: (work) => work(database.db),
    close: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database.close();
    },
  };
}

/** PGlite: one process holds its directory at a time, so the bench opens it only while the server is stopped. */
async function pgliteShop(): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'statefront-bench-checkout-'));
  const withDb = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ dataDir });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  };
  const first = await withDb(prepare);
  const servers = await startServers(1, { DATA_DIR: dataDir, DATABASE_URL: '' });
  return {
    label: 'PGlite',
    servers,
    first,
    withDb: async (work) => {
      await servers[0]!.stop();
      return withDb(work);
    },
    close: async () => {
      await servers[0]!.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('DATABASE_URL is not set: run `npm run bench:checkout`, which starts a throwaway PostgreSQL');
  if (shopperCount < 2 || variantCount < 1 || units < 1)
    throw new Error('BENCH_SHOPPERS ≥ 2, BENCH_VARIANTS ≥ 1 and BENCH_UNITS ≥ 1');
  const started = Date.now();
  // Setting up takes longer than selling: both shops are made at once, and sell one after the other.
  const made = await Promise.allSettled([postgresShop(databaseUrl), pgliteShop()]);
  const shops = made.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const runs: Run[] = [];
  try {
    const failed = made.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    console.log(`both shops seeded, shoppers made and servers up in ${elapsed(started)}`);
    const [postgres, pglite] = shops as [Shop, Shop];
    // The one-process sale goes to the first PostgreSQL server alone (the second is up and idle), the next to both.
    runs.push(await sellOn(postgres, 1, postgres.first));
    runs.push(await sellOn(postgres, 2, await postgres.withDb(prepare)));
    runs.push(await sellOn(pglite, 1, pglite.first));
  } finally {
    await Promise.all(shops.map((shop) => shop.close()));
    (await bundle)?.remove();
  }
  report(runs);
  console.log(`\nwhole run: ${elapsed(started)}`);
  if (runs.some((run) => run.books.some((line) => !line.ok))) process.exitCode = 1;
}

async function sellOn(shop: Shop, processes: number, prepared: Prepared): Promise<Run> {
  const sold = await sell(prepared, shop.servers.slice(0, processes), shop.label === 'PostgreSQL');
  // PGlite's server stops before the bench opens its directory; PostgreSQL's servers send on.
  if (shop.label === 'PostgreSQL') await shop.withDb(mailsSent);
  return shop.withDb((db) => account(db, shop.label, processes, prepared, sold));
}

/**
 * The sale's mails sent (at most 15 s): the servers send them once no placement is under way (decision 0075), and
 * would otherwise share the cores with the floor measured next.
 */
async function mailsSent(db: Db): Promise<void> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const { rows } = await db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from mail_outbox where sent_at is null and gave_up_at is null`,
    );
    if (Number(rows[0]!.waiting) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
