import { setImmediate as afterIo, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How long no connection must arrive before the listener closes, and the longest it stays open to wait for that. */
const acceptQuietMs = 300;
const acceptAtMostMs = 2_000;

/**
 * A clean stop: draining at once (readiness says not ready, answers close their
 * connections); the connections clients had already opened are taken and answered, not
 * reset; then app.close() stops listening, waits for the requests under way, stops the
 * background passes after the one running and closes the database last (its onClose
 * hooks run after the server has closed, last added first).
 */
export async function drainAndClose(app: FastifyInstance): Promise<void> {
  app.draining.markDraining();
  await acceptWhatIsOnItsWay(app);
  // A connection that falls idle after its last answer is closed at once, not kept alive
  // for its client's next request (Node closes only those idle when close() is called).
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(closeIdle);
  }
}

/**
 * Closing the listener resets every connection still in its accept queue: requests the
 * clients sent before the stop, queued while the event loop was busy (PGlite runs on
 * it). So the listener stays open until no connection has arrived for a moment.
 */
async function acceptWhatIsOnItsWay(app: FastifyInstance): Promise<void> {
  if (!app.server.listening) return;
  let last = Date.now();
  const seen = () => (last = Date.now());
  app.server.on('connection', seen);
  const until = Date.now() + acceptAtMostMs;
  try {
    while (Date.now() < until) {
      await sleep(50);
      // After a busy stretch the timer fires before the queued connections are taken: let them be.
      await afterIo();
      if (Date.now() - last >= acceptQuietMs) return;
    }
  } finally {
    app.server.off('connection', seen);
  }
}
