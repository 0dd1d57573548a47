import type { FastifyInstance } from 'fastify';
import { appWide } from '../plugins/app-wide';

/**
 * The server is shutting down (SIGTERM, SIGINT): it finishes what it has but should be sent
 * nothing new. Readiness answers not ready from the moment it drains; every answer from
 * then on closes its connection, so a client's next request opens a connection elsewhere
 * instead of racing the close of this one.
 */
export interface Draining {
  readonly draining: boolean;
  markDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

export const draining = appWide(async (app: FastifyInstance) => {
  let on = false;
  app.decorate('draining', {
    get draining() {
      return on;
    },
    markDraining() {
      on = true;
    },
  } satisfies Draining);
  app.addHook('onSend', async (_request, reply) => {
    if (on) reply.header('connection', 'close');
  });
});
