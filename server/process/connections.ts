import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The server's open connections and the requests under way on each, for the shutdown
 * (process/shutdown.ts): Node's closeIdleConnections takes "no request under way" for
 * idle, which is also a connection just taken whose request is still in the kernel's
 * buffer, or a kept-alive one whose client is sending its next request: closing those
 * resets a request the client has already sent.
 */
export interface OpenConnections {
  /**
   * Closes each connection once nothing has happened on it for `quietMs` (no request
   * under way, no byte read), counted from this call at the earliest; resolves when
   * none is left. Stop listening first, or new connections keep it waiting.
   */
  closeEachWhenQuiet(quietMs: number): Promise<void>;
}

const sweepEveryMs = 100;

export function trackConnections(server: Server): OpenConnections {
  const requestsOn = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    requestsOn.set(socket, 0);
    socket.once('close', () => requestsOn.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    requestsOn.set(socket, (requestsOn.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (requestsOn.has(socket)) requestsOn.set(socket, requestsOn.get(socket)! - 1);
    });
  });

  return {
    async closeEachWhenQuiet(quietMs) {
      const seen = new Map<Socket, { bytesRead: number; since: number }>();
      while (requestsOn.size > 0) {
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
