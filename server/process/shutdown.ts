import { Server as NetServer } from 'node:net';
import { setImmediate as afterIo, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { OpenConnections } from './connections';

const serveNewForMs = 2_000;
const acceptQuietMs = 300;
const listenAtMostMs = 4_000;
/** A client that keeps sending sends at once; one quiet this long is unlikely to send at this very moment. */
const connectionQuietMs = 1_000;

/** A clean stop (decision 0035): drain, stop listening when arrivals stop, close quiet connections, then app.close(). */
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

/** Closing the listener resets the connections in its accept queue, so it waits until none arrive for a moment. */
async function listenWhileConnectionsArrive(app: FastifyInstance): Promise<void> {
  if (!app.server.listening) return;
  let last = Date.now();
  const seen = () => (last = Date.now());
  app.server.on('connection', seen);
  const until = Date.now() + listenAtMostMs;
  try {
    while (Date.now() < until) {
      await sleep(50);
      // After a busy stretch the timer fires before queued connections are taken.
      await afterIo();
      if (Date.now() - last >= acceptQuietMs) return;
    }
  } finally {
    app.server.off('connection', seen);
  }
}

/** Only the listener: http.Server#close would also destroy connections whose request is not read yet. */
function stopListening(app: FastifyInstance): void {
  if (app.server.listening) NetServer.prototype.close.call(app.server);
}
