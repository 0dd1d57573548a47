/** Never two passes at once; the timer never keeps the process alive; stopping waits for a pass under way. */
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
