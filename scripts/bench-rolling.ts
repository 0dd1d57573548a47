/**
 * A rolling restart behind nginx: shoppers browse and place orders through nginx
 * (deploy/nginx.conf, scripts/nginx-proxy.ts) in front of two server processes on one
 * PostgreSQL, while each process in turn is stopped with SIGTERM and started again on its
 * port, as a deploy does. It prints requests, orders acknowledged, non-2xx answers,
 * connection errors, orders lost and the longest answer (docs/bench/rolling.md).
 *
 *   npm run bench:rolling                 60 s, a throwaway PostgreSQL (scripts/pg-cluster.sh)
 *   DURATION=20 npm run bench:rolling     a shorter run; SHOPPERS=12 by default
 *
 * Each shopper connects from an address of her own (127.0.0.10, .11, …: Linux routes all of
 * 127/8 to lo), keeps her connection to nginx open as a browser does, and makes about five
 * requests a second: the home page's data, a listing, a product, her cart, and every
 * fifth round an order (cash, with an Idempotency-Key she sends again with the same body
 * if she got no answer). The processes run with their rate limits on, trusting nginx
 * alone (TRUST_PROXY=127.0.0.1). Loopback only; every request, stop and start is bounded
 * in time, and the whole run is stopped after DURATION + 3 minutes whatever happens.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { setTimeout as pause } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { orders } from '../server/db/schema';
import { seedIfEmpty } from '../server/seed';
import { makeShoppers, stockUp, type SaleShopper } from './flash-sale';
import { startNginx } from './nginx-proxy';
import { freePort, spawnServer, type ServerProcess } from './server-process';
import { cashOrder } from './shopper-bodies';

const durationS = Number(process.env.DURATION ?? 60);
const shopperCount = Number(process.env.SHOPPERS ?? 12);
const REQUEST_TIMEOUT_MS = 15_000;
/** Between a shopper's requests: about five a second. */
const THINK_MS = 200;
const CATALOG = 40;

const watchdog = setTimeout(
  () => {
    console.error(`bench:rolling: still running ${durationS + 180} s after its start; stopping`);
    process.exit(2);
  },
  (durationS + 180) * 1000,
);
watchdog.unref();

interface Answer {
  status: number | 'connection error' | 'timeout';
  ms: number;
  body: { message?: string; data?: unknown };
}

function parsed(text: string): Answer['body'] {
  try {
    return text ? (JSON.parse(text) as Answer['body']) : {};
  } catch {
    return { message: text.slice(0, 80) };
  }
}

/** One request from a shopper's own agent (her address, her kept-alive connection). */
function send(
  agent: Agent,
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; key?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve) => {
    const done = (status: Answer['status'], text = '') => {
      resolve({ status, ms: performance.now() - started, body: parsed(text) });
    };
    const url = new URL(`/api/v1${path}`, base);
    const sent = request(url, { agent, method, headers, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => done(response.statusCode ?? 0, text));
      response.on('error', () => done('connection error'));
    });
    sent.on('timeout', () => sent.destroy(new Error('timeout')));
    sent.on('error', (error) => done(error.message === 'timeout' ? 'timeout' : 'connection error'));
    sent.end(payload);
  });
}

interface Tally {
  requests: number;
  longestMs: number;
  longest: string;
  /** Non-2xx answers and failures, by operation and status. */
  refused: Map<string, number>;
  acknowledged: number[];
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: run it with `npm run bench:rolling`');
  const database = await openDatabase({ databaseUrl });
  const db = database.db;
  await seedIfEmpty(db, { products: CATALOG });
  const { rows } = await db.execute<{ variant_id: number; product_id: number; slug: string }>(
    sql`select distinct on (p.id) v.id as variant_id, p.id as product_id, p.slug
      from products p join variants v on v.product_id = p.id order by p.id, v.id limit 20`,
  );
  const stocked = rows.map((row) => ({
    productId: Number(row.product_id),
    variantId: Number(row.variant_id),
    slug: row.slug,
  }));
  // Far more than a run sells: a refusal for stock would be the shop's own, and none is wanted here.
  await stockUp(db, stocked, stocked.length * 100_000);
  const shoppers = await makeShoppers(db, shopperCount);

  const env = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '127.0.0.1',
    SECRET: randomBytes(24).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  const ports = [await freePort(), await freePort()];
  const start = (port: number) => spawnServer({ env, port, readyTimeoutMs: 120_000 });
  const servers: ServerProcess[] = await Promise.all(ports.map(start));
  const nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
  console.log(
    `bench:rolling: ${shopperCount} shoppers through nginx (${nginx.url}) to processes on ports ${ports.join(' and ')}, ${durationS} s`,
  );

  const tally: Tally = { requests: 0, longestMs: 0, longest: '', refused: new Map(), acknowledged: [] };
  const note = (label: string, answer: Answer, ok: (status: number) => boolean) => {
    tally.requests += 1;
    if (answer.ms > tally.longestMs) {
      tally.longestMs = answer.ms;
      tally.longest = label;
    }
    if (typeof answer.status !== 'number' || !ok(answer.status)) {
      const key = `${label} ${answer.status}${answer.body.message ? ` (${answer.body.message})` : ''}`;
      tally.refused.set(key, (tally.refused.get(key) ?? 0) + 1);
    }
    return answer;
  };
  const is2xx = (status: number) => status >= 200 && status < 300;

  let running = true;
  const shop = async (shopper: SaleShopper, i: number) => {
    const agent = new Agent({ keepAlive: true, localAddress: `127.0.0.${10 + i}` });
    const call = (label: string, method: string, path: string, options?: Parameters<typeof send>[4]) =>
      send(agent, nginx.url, method, path, options).then((answer) => note(label, answer, is2xx));
    const { token, addressId } = shopper;
    for (let round = 0; running; round++) {
      const product = stocked[(i + round) % stocked.length]!;
      await call('getGeneral', 'GET', '/general');
      await pause(THINK_MS);
      await call('listProducts', 'POST', '/products', {
        body: { fk_category: 'all', limit: 9, page: 1 + (round % 3) },
      });
      await pause(THINK_MS);
      await call('getProduct', 'GET', `/products/${encodeURIComponent(product.slug)}`);
      await pause(THINK_MS);
      if (round % 5 === 4) {
        await call('updateCart', 'PUT', '/cart', {
          token,
          body: { fk_product: product.productId, fk_variant: product.variantId, var_qty: 1 },
        });
        await pause(THINK_MS);
        const key = randomUUID();
        const body = cashOrder(addressId);
        // No answer, or the shop could not take it now: the same order again, with the same key, as the app does.
        for (let attempt = 0; attempt < 5; attempt++) {
          const placed = await call('placeOrder', 'POST', '/orders', { token, body, key });
          if (placed.status === 201) {
            tally.acknowledged.push((placed.body.data as { int_glcode: number }).int_glcode);
            break;
          }
          if (typeof placed.status === 'number' && placed.status < 500) break;
          await pause(1_000);
        }
      } else await call('getCart', 'GET', '/cart', { token });
      await pause(THINK_MS);
    }
    agent.destroy();
  };

  const began = Date.now();
  const shopping = shoppers.map(shop);
  const restarts: string[] = [];
  // Each process in turn, a third and two thirds into the run.
  for (const [n, port] of ports.entries()) {
    await pause(Math.max(0, began + ((n + 1) * durationS * 1000) / 3 - Date.now()));
    const stopping = Date.now();
    await servers[n]!.stop(20_000);
    const stopped = Date.now();
    servers[n] = await start(port);
    restarts.push(
      `process ${n + 1}: stopped in ${((stopped - stopping) / 1000).toFixed(1)} s, up again ` +
        `${((Date.now() - stopped) / 1000).toFixed(1)} s later`,
    );
  }
  await pause(Math.max(0, began + durationS * 1000 - Date.now()));
  running = false;
  await Promise.all(shopping);

  // Every acknowledged order is in the database, once: none lost, none placed twice by a repeated key.
  const stored = tally.acknowledged.length
    ? await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, tally.acknowledged))
    : [];
  const storedIds = new Set(stored.map((row) => row.id));
  const lost = tally.acknowledged.filter((id) => !storedIds.has(id)).length;
  const placedInAll = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      inArray(
        orders.userId,
        shoppers.map((shopper) => shopper.userId),
      ),
    );

  const nonOk = [...tally.refused.entries()];
  const connectionErrors = nonOk
    .filter(([key]) => / (connection error|timeout)/.test(key))
    .reduce((sum, [, n]) => sum + n, 0);
  const non2xx = nonOk.reduce((sum, [, n]) => sum + n, 0) - connectionErrors;
  console.log(restarts.join('\n'));
  console.log(
    [
      `requests: ${tally.requests} in ${((Date.now() - began) / 1000).toFixed(1)} s`,
      `orders acknowledged: ${tally.acknowledged.length} (in the database: ${storedIds.size}; ` +
        `the shoppers' orders in all: ${placedInAll[0]?.count ?? 0})`,
      `non-2xx answers: ${non2xx}`,
      `connection errors: ${connectionErrors}`,
      `orders lost: ${lost}`,
      `longest answer: ${Math.round(tally.longestMs)} ms (${tally.longest})`,
      `load average at the end: ${loadavg()[0]!.toFixed(2)}`,
      ...nonOk.map(([key, n]) => `  ${n} × ${key}`),
    ].join('\n'),
  );
  const upstreamNotes = nginx
    .errors()
    .split('\n')
    .filter((line) => line.includes('upstream')).length;
  console.log(`nginx noted ${upstreamNotes} upstream events (refused connections, 503s passed to the next process)`);

  await nginx.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await database.close();
  if (lost > 0 || connectionErrors > 0 || non2xx > 0) process.exitCode = 1;
}

await main();
