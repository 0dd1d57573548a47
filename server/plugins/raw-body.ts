import { Readable } from 'node:stream';
import type { preParsingAsyncHookHandler } from 'fastify';
import { appWide } from './app-wide';
import { operationIdOf } from '../contract/operation-id';
import { needsOf } from '../contract/operations';
import { addRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyRequest {
    /** Kept only for the operations that sign it (a webhook's HMAC). */
    rawBody: Buffer | null;
  }
}

/** Keeps the bytes of the operations whose row asks for them (contract/operations.ts); the JSON parser reads a copy. */
export const rawBodies = appWide(async (app) => {
  app.decorateRequest('rawBody', null);
  // On those routes only: every other request would pay for the look.
  app.addHook('onRoute', (route) => {
    if (needsOf(operationIdOf(route))?.rawBody) addRouteHook(route, 'preParsing', keepBytes, { first: true });
  });
  const keepBytes: preParsingAsyncHookHandler = async (request, _reply, payload) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += bytes.length;
      // The parser refuses it anyway: do not hold it all.
      if (size > app.initialConfig.bodyLimit!) break;
      chunks.push(bytes);
    }
    request.rawBody = Buffer.concat(chunks);
    return Readable.from([request.rawBody]);
  };
});
