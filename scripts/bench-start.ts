/**
 * `npm run bench:start`: what the built server saves over the sources under tsx. For each
 * way to start, a few runs (BENCH_RUNS, default 5) over one seeded DATA_DIR: the time from
 * spawning the process to the first 200 on /healthz, and its resident memory then and after
 * a few requests (a page and API reads). Medians, side by side, next to a floor measured in
 * the same run: plain node answering 200 from an empty HTTP server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, builtServer } from './build-server';
import { freePort } from './server-process';
import { repoPath } from '../server/settings/repo-paths';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const dataDir = mkdtempSync(path.join(tmpdir(), 'statefront-bench-start-'));

interface Run {
  startMs: number;
  rssStartMb: number;
  rssAfterMb: number;
}

const ways: Record<string, string[]> = {
  'floor: node, empty HTTP server': [
    '-e',
    "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')",
  ],
  'before: tsx server/process/main.ts': ['--import', 'tsx', 'server/process/main.ts'],
  'after: node dist-server/main.js': ['--enable-source-maps', builtServer],
};

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function once(args: string[], requests: string[]): Promise<Run> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoPath(''),
    // A small catalog: seeding it is the first run's work, not what is measured.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '60',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 600_000;
    while (
      !(await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not answer /healthz within 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const startMs = performance.now() - started;
    const rssStartMb = rssMb(child.pid!);
    for (let round = 0; round < 5; round++)
      for (const request of requests) await (await fetch(`${url}${request}`)).arrayBuffer();
    return { startMs, rssStartMb, rssAfterMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

try {
  await buildServer();
  // Seeds DATA_DIR once, so every measured run starts an existing shop.
  await once(ways['after: node dist-server/main.js']!, []);
  const requests = ['/', '/api/v1/general', '/api/v1/categories/6/y', '/api/v1/home-banners', '/media/brand/logo.svg'];
  const results: Record<string, Run[]> = {};
  // Interleaved, so a change in the machine's load falls on every way alike.
  for (let run = 0; run < runs; run++) {
    for (const [name, args] of Object.entries(ways))
      (results[name] ??= []).push(await once(args, name.startsWith('floor') ? ['/'] : requests));
  }
  console.log(
    `start-up and memory, medians of ${runs} runs (requests after start: 5 rounds of a page and API reads)\n`,
  );
  console.log(
    `${'way'.padEnd(34)}${'start ms'.padStart(10)}${'× floor'.padStart(9)}${'RSS MB'.padStart(9)}${'after MB'.padStart(10)}`,
  );
  const floor = median(results['floor: node, empty HTTP server']!.map((r) => r.startMs));
  for (const [name, measured] of Object.entries(results)) {
    const start = median(measured.map((r) => r.startMs));
    const row = [
      start.toFixed(0).padStart(10),
      (start / floor).toFixed(1).padStart(9),
      median(measured.map((r) => r.rssStartMb))
        .toFixed(0)
        .padStart(9),
      median(measured.map((r) => r.rssAfterMb))
        .toFixed(0)
        .padStart(10),
    ];
    console.log(`${name.padEnd(34)}${row.join('')}`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
