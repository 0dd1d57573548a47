/**
 * `WORKERS=N npm start`: N server processes on one port (decision 0025). This primary
 * process never opens the database; it forks the workers (node:cluster shares the port
 * among them), each of which runs startServer as a lone process would: migrations and
 * the seed are one at a time through PostgreSQL's advisory locks, background passes too.
 *
 * SIGTERM or SIGINT to the primary is passed to every worker, each drains as a lone
 * server does (process/shutdown.ts), and the primary exits once all have: 0 when every worker
 * stopped cleanly. A worker that dies while serving is replaced; one that dies before it
 * listens (a bad setting, no database) stops the whole server, since the next would too.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../settings/config';

export function runPrimary(config: Pick<Config, 'workers' | 'shutdownGraceSeconds'>): void {
  let stopping = false;
  let failed = false;
  const listening = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    const clean = code === 0 && !signal;
    if (!stopping && listening.has(worker)) {
      console.error(`worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}): starting another`);
      fork();
      return;
    }
    if (!clean) failed = true;
    if (!stopping) {
      // It never served: the others would fail alike, so the server stops with its message above.
      stop();
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });

  // SIGTERM to each, whichever signal came: a Ctrl-C reaches the workers itself as well, and
  // they take any number of SIGINTs and SIGTERMs as one stop.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // A worker stops itself after SHUTDOWN_GRACE_SECONDS; one that still has not is killed.
    setTimeout(
      () => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      },
      (config.shutdownGraceSeconds + 5) * 1000,
    ).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let i = 0; i < config.workers; i++) fork();
}
