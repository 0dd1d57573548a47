/**
 * The app's takeover of a drawn page, task by task: home, the listing and a product page,
 * and the floor page beside them (scripts/bench-site.ts). Each load is a fresh Chromium with
 * nothing attached to the page (as a shopper's browser: a debugger, Playwright's or
 * Lighthouse's, makes V8 re-parse whole chunks to place stack traces), tracing its main
 * thread from startup. Every task after the first paint is counted in CPU time (the trace's
 * thread time, which the machine's load barely moves) times 4, a phone 4× slower than this
 * machine as in Lighthouse's mobile run; each one over 50 ms is printed with what ran in it.
 *
 *   npm run bench:takeover                 3 rounds
 *   BENCH_ROUNDS=5 npm run bench:takeover
 *   CHROME_PATH=/usr/bin/chromium (the default)
 *
 * Not a test: it prints figures. Target: no task over 50 ms that the takeover causes.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchSite } from './bench-site';

const root = fileURLToPath(new URL('../', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const cpuSlowdown = 4;
/** Long enough for the app to load, take over and settle on this machine under load. */
const traceSeconds = Number(process.env.BENCH_TRACE_SECONDS ?? 12);
const categories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'loading',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; frame?: string } };
}

interface Task {
  /** Since the first paint, wall clock. */
  at: number;
  /** CPU time × the slowdown. */
  ms: number;
  /** What ran in it, the largest first. */
  parts: string[];
}

interface Load {
  firstPaint: number;
  tasks: Task[];
}

const site = await startBenchSite(path.join(root, '.tmp', 'bench-takeover'));
try {
  const results = new Map<string, Load[]>(site.pages.map((p) => [p.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const page of site.pages) {
      const load = tasksOf(await trace(page.url), new URL(page.url).href);
      results.get(page.name)!.push(load);
      const over = load.tasks.filter((task) => task.ms > 50);
      console.log(
        `round ${round}/${rounds} ${page.name}: ${over.length} task(s) over 50 ms after the first ` +
          `paint${over.length ? `: ${over.map((t) => t.ms.toFixed(0)).join(', ')} ms` : ''}`,
      );
      for (const task of over)
        console.log(
          `    ${task.ms.toFixed(0)} ms, ${task.at.toFixed(0)} ms after the first paint: ${task.parts.join('; ')}`,
        );
    }
  }
  printTable(results);
  console.log(
    `\nmachine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await site.close();
}

/** One load of `url` in a fresh Chromium, traced from its start. */
async function trace(url: string): Promise<TraceEvent[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'statefront-takeover-'));
  const file = path.join(dir, 'trace.json');
  const chromium = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      `--user-data-dir=${path.join(dir, 'profile')}`,
      '--window-size=412,823',
      `--trace-startup=${categories.join(',')}`,
      '--trace-startup-format=json',
      `--trace-startup-file=${file}`,
      `--trace-startup-duration=${traceSeconds}`,
      url,
    ],
    // Its own process group, so that it ends with every process it started.
    { stdio: 'ignore', detached: true },
  );
  try {
    // The trace is written once its time is up; bounded in case Chromium never writes it.
    const deadline = Date.now() + (traceSeconds + 60) * 1000;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const events = existsSync(file) ? parsed(file) : null;
      if (events) return events;
    }
    throw new Error(`no trace from Chromium for ${url}`);
  } finally {
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    process.kill(-chromium.pid!, 'SIGKILL');
    await exited;
    // Its helper processes may still be closing files in the profile for a moment.
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

function parsed(file: string): TraceEvent[] | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } catch {
    return null; // still being written
  }
}

/** The page's main thread's tasks after its first paint, in CPU time × the slowdown. */
function tasksOf(events: TraceEvent[], url: string): Load {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error(`no first paint in the trace of ${url}`);
  const onMain = (e: TraceEvent) => e.pid === paint.pid && e.tid === paint.tid;
  const main = events.filter((e) => onMain(e) && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts >= paint.ts);
  return {
    firstPaint: 0,
    tasks: tasks.map((task) => {
      const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
      return {
        at: (task.ts - paint.ts) / 1000,
        ms: ((task.tdur ?? task.dur!) / 1000) * cpuSlowdown,
        parts: partsOf(inside),
      };
    }),
  };
}

/** The kinds of work a task did, named by what a reader would look for. */
function partsOf(inside: TraceEvent[]): string[] {
  const file = (e: TraceEvent) => (e.args?.data?.url ? new URL(e.args.data.url).pathname.split('/').pop() : '');
  const kinds: [string, (e: TraceEvent) => string | null][] = [
    ['v8.evaluateModule', () => 'evaluating modules'],
    ['EvaluateScript', (e) => `evaluating ${file(e)}`],
    ['v8.compileModule', (e) => `compiling ${file(e)}`],
    ['FunctionCall', (e) => `script ${e.args?.data?.functionName || '(anonymous)'} @ ${file(e)}`],
    ['RunMicrotasks', () => 'microtasks'],
    ['EventDispatch', (e) => `event ${e.args?.data?.type ?? ''}`],
    ['ParseHTML', () => 'parsing HTML'],
    ['SVGImage::DataChanged', () => 'an SVG picture'],
    ['Decode Image', () => 'decoding a picture'],
    ['UpdateLayoutTree', () => 'style'],
    ['Layout', () => 'layout'],
    ['Paint', () => 'paint'],
    ['MajorGC', () => 'garbage collection'],
    ['MinorGC', () => 'garbage collection'],
  ];
  const found = new Map<string, number>();
  for (const e of inside) {
    const kind = kinds.find(([name]) => name === e.name);
    const label = kind?.[1](e);
    if (!label) continue;
    // Nested events of one kind (a call inside a call) count once, at the outermost.
    const outer = inside.some(
      (o) => o !== e && o.name === e.name && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!,
    );
    if (!outer) found.set(label, (found.get(label) ?? 0) + ((e.tdur ?? e.dur!) / 1000) * cpuSlowdown);
  }
  return [...found]
    .filter(([, ms]) => ms >= 2)
    .sort((a, b) => b[1] - a[1])
    .map(([label, ms]) => `${label} ${ms.toFixed(0)} ms`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function printTable(results: Map<string, Load[]>) {
  const header = ['page', 'tasks > 50 ms', 'longest', 'blocking (sum over 50 ms)', 'all tasks (CPU × 4)'];
  console.log(
    `\nTasks after the first paint, CPU time × ${cpuSlowdown}, ${rounds > 1 ? `median of ${rounds}` : '1 run'}:\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const [name, loads] of results) {
    const med = (pick: (load: Load) => number) => median(loads.map(pick));
    const over = (load: Load) => load.tasks.filter((t) => t.ms > 50);
    console.log(
      `| ${[
        name,
        String(med((l) => over(l).length)),
        `${med((l) => Math.max(0, ...l.tasks.map((t) => t.ms))).toFixed(0)} ms`,
        `${med((l) => over(l).reduce((sum, t) => sum + t.ms - 50, 0)).toFixed(0)} ms`,
        `${med((l) => l.tasks.reduce((sum, t) => sum + t.ms, 0)).toFixed(0)} ms`,
      ].join(' | ')} |`,
    );
  }
  console.log('\ntarget: no task over 50 ms on home, /shop and product that the takeover causes');
}
