import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setImmediate as afterIo, setTimeout as sleep } from 'node:timers/promises';

/** Not closeIdleConnections: it calls a connection idle while its request is still arriving, and resets it. */
export interface OpenConnections {
  /** Closes each connection once it has had no request and no byte for `quietMs`. Stop listening first. */
  closeEachWhenQuiet(quietMs: number): Promise<void>;
}

const sweepEveryMs = 100;

export function trackConnections(server: Server): OpenConnections {
  const requestsOn = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    requestsOn.set(socket, 0);
    socket.once('close', () => requestsOn.delete(socket));
  });
  // One function for every answer, not a closure each: this runs for every request.
  function answered(this: ServerResponse) {
    const socket = this.req.socket;
    const requests = requestsOn.get(socket);
    if (requests !== undefined) requestsOn.set(socket, requests - 1);
  }
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    requestsOn.set(socket, (requestsOn.get(socket) ?? 0) + 1);
    response.on('close', answered);
  });

  return {
    async closeEachWhenQuiet(quietMs) {
      const seen = new Map<Socket, { bytesRead: number; since: number }>();
      while (requestsOn.size > 0) {
        // Bytes that came while the event loop was held (PGlite's statements run on it) are read first: otherwise
        // the held time looks quiet, and a request waiting unread in the socket is reset with its connection.
        await afterIo();
        const now = Date.now();
        for (const [socket, requests] of requestsOn) {
          const last = seen.get(socket);
          if (!last || requests > 0 || socket.bytesRead !== last.bytesRead) {
            seen.set(socket, { bytesRead: socket.bytesRead, since: now });
          } else if (now - last.since >= quietMs) {
            socket.destroy();
          }
        }
        await sleep(sweepEveryMs);
      }
    },
  };
}
