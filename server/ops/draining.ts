import type { FastifyInstance } from 'fastify';
import { messages } from '../messages/messages';
import { appWide } from '../plugins/app-wide';

/**
 * The server is shutting down (SIGTERM, SIGINT; process/shutdown.ts): it finishes what it
 * has but should be sent nothing new. Readiness answers not ready from the moment it
 * drains; every answer from then on closes its connection, so a client's next request
 * opens a connection elsewhere instead of racing the close of this one. Idempotent
 * requests that still come once the drain has served new ones long enough are refused:
 * 503 with Retry-After, which a client takes as "not here, not now" and a proxy as "try
 * another process", so the arrivals stop and the server can stop listening without the
 * kernel resetting connections still in its queue.
 */
export interface Draining {
  readonly draining: boolean;
  markDraining(): void;
  refuseRequests(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

/** The idempotent methods: a proxy (or a client) may send them again after a refusal. */
const sentAgainByProxies: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Seconds: another process, or the server started again, may take the request by then. */
const retryAfterS = '1';

export const draining = appWide(async (app: FastifyInstance) => {
  let on = false;
  let refusing = false;
  app.decorate('draining', {
    get draining() {
      return on;
    },
    markDraining() {
      on = true;
    },
    refuseRequests() {
      on = true;
      refusing = true;
    },
  } satisfies Draining);
  // Once the body has arrived: answering before reading it would close a connection with
  // the body unread, which the kernel answers with a reset the client may see first.
  // Only a request a proxy sends again by itself to another process (an idempotent method,
  // RFC 9110 §9.2.2; nginx's rule): the 503 tells the proxy to leave this process out, and
  // costs the shopper nothing. A POST is served while the listener is open, since a proxy
  // hands its 503 to the shopper (decision 0041).
  app.addHook('preValidation', async (request, reply) => {
    if (refusing && sentAgainByProxies.has(request.method)) {
      return reply.code(503).header('retry-after', retryAfterS).send({ message: messages.requests.restarting });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (on) reply.header('connection', 'close');
  });
});
