import { nextTask } from './nextTask';

/**
 * Starts each piece of work (a query's fetch, say) and waits for all of them, in the browser a
 * task after the one before: a drawn page's loaders run in the middle of the app's takeover,
 * and a screen's worth of calls started at once (each request built, its inlined answer
 * looked up, Query's cache updated) is one long task on a slow phone (decision 0019). A
 * prerender starts them all at once: it answers a request and yields to nothing.
 */
export async function startApart(starts: readonly (() => Promise<unknown>)[]): Promise<void> {
  const started: Promise<unknown>[] = [];
  for (const start of starts) {
    if (started.length > 0 && typeof document !== 'undefined') await nextTask();
    const piece = start();
    // Awaited by the Promise.all below; until then a failure must not count as unhandled.
    piece.catch(() => undefined);
    started.push(piece);
  }
  await Promise.all(started);
}
