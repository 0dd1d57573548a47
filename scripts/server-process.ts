/**
 * The real server as a child process (server/process/main.ts), as an operator runs it.
 *
 * It runs as `node --import tsx server/process/main.ts`, one process: the `tsx` CLI
 * would put a wrapper process in front, and a `kill -9` of the wrapper leaves
 * the real server alive and holding DATA_DIR. Given `built`, it runs that build
 * of the server (scripts/build-server.ts) with plain node, as `npm start` does.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when the process has exited and all it printed is read. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL after a grace period. */
  stop(graceMs?: number): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface SpawnOptions {
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Another checkout of the shop to run (e.g. an older commit for a benchmark); default this one. */
  cwd?: string;
  /** Extra node options, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** A built server (dist-server/main.js or another build) to run with plain node instead of the sources. */
  built?: string;
  /** The port to listen on (a restart behind a proxy keeps its port); default a free one. */
  port?: number;
}

export async function spawnServer(options: SpawnOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const entry = options.built ? ['--enable-source-maps', options.built] : ['--import', 'tsx', 'server/process/main.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: options.cwd ?? root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );

  const stop = async (graceMs = 5_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };

  // Ready = the API answers. Bounded: a server that never comes up fails with what it printed.
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  let gone = false;
  void exited.then(() => (gone = true));
  while (true) {
    if (gone) throw new Error(`the server exited before it was ready:\n${printed}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within ${options.readyTimeoutMs ?? 90_000} ms:\n${printed}`);
    }
    const ready = await fetch(`${url}/api/v1/general`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, output: () => printed, exited, stop };
}
