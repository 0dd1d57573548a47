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

/**
 * News every process hears (a notification) wakes a pass held one process at a time, `gatherMs` after the first:
 * the news of a busy moment (a sale's commits) is taken in a few passes, not one each. Not while its last run found
 * another process holding it: that one heard the same news and runs once more after (repeatInBackground), so the
 * others need not ask for the lock on every commit. Their ticks still try, should it have died.
 */
export function wakeOnNews(
  pass: { wake(): void },
  gatherMs: number,
): { ran(outcome: 'ran' | 'skipped'): void; news(): void } {
  let heldElsewhere = false;
  let gathering: ReturnType<typeof setTimeout> | null = null;
  return {
    ran: (outcome) => {
      heldElsewhere = outcome === 'skipped';
    },
    news: () => {
      if (heldElsewhere || gathering) return;
      gathering = setTimeout(() => {
        gathering = null;
        pass.wake();
      }, gatherMs);
      gathering.unref?.();
    },
  };
}
