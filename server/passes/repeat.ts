/**
 * A pass run every `everyMs`, never two at once: a tick while one runs is dropped. `wake` runs it now, or once more
 * right after the one under way (which may have read before the news that woke it). The answer stops it, waiting for
 * the pass under way.
 */
export function repeatInBackground(
  pass: () => Promise<unknown>,
  everyMs: number,
): (() => Promise<void>) & { wake: () => void } {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const start = () => {
    running = pass().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        start();
      }
    });
  };
  const timer = setInterval(() => {
    if (!running) start();
  }, everyMs);
  timer.unref();
  const stop = async () => {
    stopped = true;
    clearInterval(timer);
    while (running) await running;
  };
  const wake = () => {
    if (stopped) return;
    if (running) again = true;
    else start();
  };
  return Object.assign(stop, { wake });
}
