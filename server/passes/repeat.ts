/**
 * Background work on a timer (the payments sweep, PGlite's autovacuum): a pass every
 * `everyMs`, never two at once, on a timer that never keeps the process alive. The pass
 * reports its own failures. The answer stops it, waiting for a pass under way so the
 * database is not closed beneath it.
 */
export function repeatInBackground(pass: () => Promise<unknown>, everyMs: number): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= pass().finally(() => {
      running = null;
    });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
