/**
 * Where a cached catalog read's time goes: the real server (child process, bundled, as bench:api runs it)
 * under `node --cpu-prof`, loaded by autocannon on loopback for a bounded time, then its profile
 * read back and its top frames printed, by self time and by total time, over the loaded seconds only.
 *
 *   npm run bench:profile                                        listProducts (all), 10 s after 3 s of warm-up
 *   PROFILE_OPERATION=getProduct PROFILE_SECONDS=5 npm run bench:profile
 *   PROFILE_OPERATION='placeOrder (sold out)' npm run bench:profile   a placement refused at its claim, every time
 *                                                                  (it buys a variant out: BENCH_DATA_DIR is copied first;
 *                                                                  on DATABASE_URL, that database keeps the order)
 *   BENCH_DATA_DIR=/tmp/bench-shop npm run bench:profile           the catalog bench:api keeps (seeding takes minutes)
 *   LOG_LEVEL=info npm run bench:profile                           with the line per request written
 *   PROFILE_TOP=40 PROFILE_KEEP=/tmp/prof npm run bench:profile    more frames; the .cpuprofile kept (Chrome DevTools opens it)
 *   PROFILE_BUSY=1 npm run bench:profile                         only the samples where the server works: those in the socket
 *                                                                  write (mostly the load generator holding the core) and idle left out
 *
 * Not a test: it prints frames and figures.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadTarget, soldOutPlacement, targetsOf } from './api-targets';
import { benchServer } from './build-server';
import { spawnServer } from './server-process';

const operation = process.env.PROFILE_OPERATION ?? 'listProducts (all)';
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const warmup = Number(process.env.PROFILE_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const top = Number(process.env.PROFILE_TOP ?? 25);
const keep = process.env.PROFILE_KEEP;
const busyOnly = process.env.PROFILE_BUSY === '1';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const root = path.resolve(import.meta.dirname, '..');

/** `name file:line`, the file relative to the checkout (node_modules shortened to the package). */
function frameName({ functionName, url, lineNumber }: CallFrame): string {
  const name = functionName || '(anonymous)';
  if (!url) return name;
  const file = url
    .replace(/^file:\/\//, '')
    .replace(`${root}/`, '')
    .replace(/^.*node_modules\//, '');
  return `${name} ${file}:${lineNumber + 1}`;
}

/** The server's frames named by the sources the bundle was built from (its source map), not by the bundle's lines. */
function inSources(built: string): (frame: CallFrame) => CallFrame {
  const map = new SourceMap(JSON.parse(readFileSync(`${built}.map`, 'utf8')) as SourceMapPayload);
  const bundleUrl = pathToFileURL(built).href;
  return (frame) => {
    if (frame.url !== bundleUrl) return frame;
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
    if (!('originalSource' in entry)) return frame;
    const url = pathToFileURL(path.resolve(path.dirname(built), entry.originalSource)).href;
    return { ...frame, url, lineNumber: entry.originalLine };
  };
}

/** Samples taken from `from` µs before the profile's end to `to` µs before it: the load, not the start or the stop. */
function frames(profile: CpuProfile, from: number, to: number, located: (frame: CallFrame) => CallFrame) {
  const byId = new Map(
    profile.nodes.map((node) => [node.id, { ...node, callFrame: located(node.callFrame) } satisfies ProfileNode]),
  );
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let at = profile.startTime;
  let counted = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const before = profile.endTime - at;
    if (before > from || before < to) return;
    const leaf = frameName(byId.get(id)!.callFrame);
    if (busyOnly && (leaf === 'writev' || leaf === '(idle)')) return;
    counted += 1;
    self.set(leaf, (self.get(leaf) ?? 0) + 1);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const name = frameName(byId.get(node)!.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + 1);
    }
  });
  return { self, total, counted };
}

function print(title: string, counts: Map<string, number>, counted: number) {
  console.log(`\n${title}\n`);
  const rows = [...counts].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, count] of rows) console.log(`${((100 * count) / counted).toFixed(1).padStart(6)}%  ${name}`);
}

async function main() {
  const profiles = keep ?? mkdtempSync(path.join(tmpdir(), 'statefront-profile-'));
  const soldOut = operation === 'placeOrder (sold out)';
  const kept = process.env.BENCH_DATA_DIR;
  // The sold-out target buys a variant out: on a copy, so the catalog kept for bench:api stays as seeded.
  const temp = kept && !soldOut ? undefined : mkdtempSync(path.join(tmpdir(), 'statefront-profile-shop-'));
  if (kept && temp) cpSync(kept, temp, { recursive: true });
  // As `npm start` runs it: the bundle, not the sources through tsx.
  const bundle = await benchServer();
  const server = await spawnServer({
    built: bundle.built,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profiles}`],
    env: {
      SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '20000',
      RATE_LIMIT_AUTH: '0',
      RATE_LIMIT_READS: process.env.RATE_LIMIT_READS ?? '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      CATALOG_CACHE: process.env.CATALOG_CACHE ?? 'on',
      ...(process.env.DATABASE_URL ? {} : { DATA_DIR: temp ?? kept! }),
    },
    readyTimeoutMs: 20 * 60_000,
  });
  let window: { from: number; to: number };
  let result: Awaited<ReturnType<typeof loadTarget>>;
  try {
    const api = `${server.url}/api/v1`;
    const target = soldOut ? await soldOutPlacement(api) : (await targetsOf(api)).find((t) => t.name === operation);
    if (!target) throw new Error(`no operation named "${operation}"`);
    await loadTarget(target, connections, warmup);
    const started = performance.now();
    result = await loadTarget(target, connections, seconds);
    const ended = performance.now();
    await server.stop(30_000);
    const exited = performance.now();
    window = { from: (exited - started) * 1000, to: (exited - ended) * 1000 };
  } finally {
    await server.stop();
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
  const file = readdirSync(profiles).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`the server wrote no profile:\n${server.output()}`);
  const profile = JSON.parse(readFileSync(path.join(profiles, file), 'utf8')) as CpuProfile;
  if (!keep) rmSync(profiles, { recursive: true, force: true });

  const { self, total, counted } = frames(profile, window.from, window.to, inSources(bundle.built));
  bundle.remove();
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `\n${operation}: ${connections} connections, ${seconds} s after ${warmup} s of warm-up, loopback; ` +
      `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} answers not 2xx (the sold-out target's are all 409), ${result.errors + result.timeouts} errors; ` +
      `load average ${load}`,
  );
  console.log(`${counted} samples in the loaded seconds${keep ? `; profile kept in ${keep}/${file}` : ''}`);
  const share = busyOnly ? 'share of the samples where the server works' : 'share of the loaded samples';
  print(`Top frames by self time (${share})`, self, counted);
  print('Top frames by total time (the frame and what it called)', total, counted);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
