/**
 * The app's takeover of a drawn page, task by task: home, the listing and a product page
 * (and the floor page beside them, scripts/bench-site.ts) loaded in Chromium with the CPU
 * slowed 4× (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile run assumes), each
 * in a fresh context. Every main-thread task over 50 ms after the first paint is printed
 * with what ran in it (the Long Animation Frames API's script attribution: which file,
 * which function, called from where).
 *
 *   npm run bench:takeover                 3 rounds
 *   BENCH_ROUNDS=5 npm run bench:takeover
 *   CHROME_PATH=/usr/bin/chromium (the default)
 *
 * Not a test: it prints figures. Target: no task over 50 ms that the takeover causes.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { startBenchSite } from './bench-site';

const root = fileURLToPath(new URL('../', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const cpuSlowdown = 4;
/** How long the page must stay free of long tasks, after its load, to count as settled. */
const quietMs = 2000;

interface Task {
  start: number;
  duration: number;
  /** What ran in it, longest first: "function @ file (invoker) ms". */
  scripts: string[];
}

interface Load {
  firstPaint: number;
  /** Tasks over 50 ms after the first paint. */
  tasks: Task[];
}

const site = await startBenchSite(path.join(root, '.tmp', 'bench-takeover'));
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const results = new Map<string, Load[]>(site.pages.map((p) => [p.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const page of site.pages) {
      const load = await measure(browser, page.url);
      results.get(page.name)!.push(load);
      console.log(`round ${round}/${rounds} ${page.name}: ${describe(load)}`);
      for (const task of load.tasks) {
        console.log(`    ${task.duration.toFixed(0)} ms at ${task.start.toFixed(0)} ms`);
        for (const script of task.scripts) console.log(`        ${script}`);
      }
    }
  }
  printTable(results);
  console.log(`\nmachine: ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
} finally {
  await browser.close();
  await site.close();
}

async function measure(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const seen = { tasks: [] as { start: number; duration: number }[], frames: [] as unknown[] };
      (window as unknown as { __takeover: typeof seen }).__takeover = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.frames.push(entry.toJSON());
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    // Settled: no new long task for `quietMs` (bounded: a page that never settles is reported as it is).
    const deadline = Date.now() + 30_000;
    let count = -1;
    let since = Date.now();
    while (Date.now() < deadline) {
      const now = await page.evaluate(() => (window as unknown as { __takeover: { tasks: unknown[] } }).__takeover.tasks.length);
      if (now !== count) [count, since] = [now, Date.now()];
      else if (Date.now() - since >= quietMs) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const raw = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      ...(window as unknown as { __takeover: { tasks: { start: number; duration: number }[]; frames: Frame[] } }).__takeover,
    }));
    return {
      firstPaint: raw.firstPaint,
      tasks: raw.tasks
        .filter((task) => task.start >= raw.firstPaint)
        .map((task) => ({ ...task, scripts: scriptsDuring(raw.frames, task) })),
    };
  } finally {
    await context.close();
  }
}

/** The slice of a PerformanceLongAnimationFrameTiming read here. */
interface Frame {
  startTime: number;
  duration: number;
  scripts: { startTime: number; duration: number; invoker: string; sourceURL: string; sourceFunctionName: string; forcedStyleAndLayoutDuration: number }[];
}

function scriptsDuring(frames: Frame[], task: { start: number; duration: number }): string[] {
  const end = task.start + task.duration;
  return frames
    .flatMap((frame) => frame.scripts)
    .filter((script) => script.startTime < end && script.startTime + script.duration > task.start && script.duration >= 5)
    .sort((a, b) => b.duration - a.duration)
    .map((script) => {
      const file = script.sourceURL ? new URL(script.sourceURL).pathname.split('/').pop() : '?';
      const layout = script.forcedStyleAndLayoutDuration >= 1 ? `, forced layout ${script.forcedStyleAndLayoutDuration.toFixed(0)} ms` : '';
      return `${script.duration.toFixed(0)} ms ${script.sourceFunctionName || '(top level)'} @ ${file} (${script.invoker}${layout})`;
    });
}

function describe(load: Load): string {
  const over = load.tasks.map((task) => task.duration.toFixed(0));
  return `first paint ${load.firstPaint.toFixed(0)} ms, ${over.length} task(s) over 50 ms after it${over.length ? `: ${over.join(', ')} ms` : ''}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function printTable(results: Map<string, Load[]>) {
  const header = ['page', 'tasks > 50 ms', 'longest', 'blocking (sum over 50 ms)', 'first paint'];
  console.log(`\nTakeover at ${cpuSlowdown}× CPU, ${rounds > 1 ? `median of ${rounds}` : '1 run'}, after the first paint:\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const [name, loads] of results) {
    const med = (pick: (load: Load) => number) => median(loads.map(pick));
    console.log(
      `| ${[
        name,
        String(med((l) => l.tasks.length)),
        `${med((l) => Math.max(0, ...l.tasks.map((t) => t.duration))).toFixed(0)} ms`,
        `${med((l) => l.tasks.reduce((sum, t) => sum + t.duration - 50, 0)).toFixed(0)} ms`,
        `${med((l) => l.firstPaint).toFixed(0)} ms`,
      ].join(' | ')} |`,
    );
  }
  console.log('\ntarget: no task over 50 ms on home, /shop and product that the takeover causes');
}
