import { Server as NetServer } from 'node:net';
import { setImmediate as afterIo, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { OpenConnections } from './connections';

/** New requests are served this long into the drain; later ones are answered 503 (ops/draining.ts). */
const serveNewForMs = 2_000;
/** How long no connection must arrive before the listener closes, and the longest it stays open to wait for that. */
const acceptQuietMs = 300;
const listenAtMostMs = 4_000;
/**
 * A connection with nothing on it for this long is closed. A client that keeps sending
 * sends its next request at once; one that was quiet this long is unlikely to pick
 * exactly this moment (the same chance it takes when a kept-alive connection times out).
 */
const connectionQuietMs = 1_000;

/**
 * A clean stop (decision 0035): draining at once (readiness says not ready, every answer
 * closes its connection); the listener stays open while clients keep connecting, and the
 * requests it takes are served, or after a while answered 503 so that they stop coming;
 * then it stops listening, each connection is closed once its last answer is sent or once
 * it has been quiet, and only then does app.close() stop the background passes after the
 * one running and close the database (its onClose hooks, last added first).
 */
export async function drainAndClose(app: FastifyInstance, connections: OpenConnections): Promise<void> {
  app.draining.markDraining();
  const refuse = setTimeout(() => app.draining.refuseRequests(), serveNewForMs);
  try {
    await listenWhileConnectionsArrive(app);
    stopListening(app);
    await connections.closeEachWhenQuiet(connectionQuietMs);
  } finally {
    clearTimeout(refuse);
  }
  await app.close();
}

/**
 * Closing the listener resets every connection still in its accept queue: requests the
 * clients sent, queued while the event loop was busy (PGlite runs on it), or a client
 * that keeps opening connections. So the listener stays open until none has arrived for
 * a moment, which a client that honours the drain's 503 gives soon.
 */
async function listenWhileConnectionsArrive(app: FastifyInstance): Promise<void> {
  if (!app.server.listening) return;
  let last = Date.now();
  const seen = () => (last = Date.now());
  app.server.on('connection', seen);
  const until = Date.now() + listenAtMostMs;
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

/**
 * Only the listener: http.Server#close would also destroy every connection it deems idle,
 * which includes those whose request has not been read yet (process/connections.ts).
 * app.close() calls it later, when no connection is left.
 */
function stopListening(app: FastifyInstance): void {
  if (app.server.listening) NetServer.prototype.close.call(app.server);
}
