import type { FastifyInstance } from 'fastify';
import { messages } from '../messages/messages';
import { appWide } from '../plugins/app-wide';

/**
 * Shutting down (process/shutdown.ts): not ready, every answer closes its connection, and later
 * idempotent requests get 503 with Retry-After so arrivals stop before the listener does (decisions 0035, 0041).
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

const sentAgainByProxies: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

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
  // After the body is read (an unread body makes the kernel reset the connection). Only idempotent
  // methods, which a proxy retries elsewhere; a proxy would hand a POST's 503 to the shopper (decision 0041).
  // Callback hooks, as every hook on the way of all requests: an async one costs a promise and a turn each time.
  app.addHook('preValidation', (request, reply, done) => {
    if (refusing && sentAgainByProxies.has(request.method)) {
      reply.code(503).header('retry-after', retryAfterS).send({ message: messages.requests.restarting });
      return;
    }
    done();
  });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (on) reply.header('connection', 'close');
    done();
  });
});
