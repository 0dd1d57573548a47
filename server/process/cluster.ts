/** `WORKERS=N` (decision 0025): a worker dying while serving is replaced; one dying before it listens stops all. */
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
      stop();
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });

  // SIGTERM whichever signal came: a Ctrl-C reaches the workers too, and they take repeats as one stop.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
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
