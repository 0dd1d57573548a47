import { Readable } from 'node:stream';
import { appWide } from './app-wide';
import { operationIdOf } from '../contract/operation-id';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent, kept only for the operations that sign it (a webhook's HMAC). */
    rawBody: Buffer | null;
  }
}

/**
 * Keeps the raw body of the named operations, for a signature over the bytes as sent:
 * the JSON parser still parses it (and applies the body limit) from a copy. Every other
 * route streams its body as before.
 */
export const rawBodies = appWide<{ operations: readonly string[] }>(async (app, { operations }) => {
  const keep = new Set(operations);
  app.decorateRequest('rawBody', null);
  app.addHook('preParsing', async (request, _reply, payload) => {
    const operationId = operationIdOf(request.routeOptions);
    if (!operationId || !keep.has(operationId)) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      // A request's stream has no encoding set: its chunks are bytes already.
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += bytes.length;
      // Past the body limit the parser refuses it anyway: stop reading instead of holding it all.
      if (size > app.initialConfig.bodyLimit!) break;
      chunks.push(bytes);
    }
    request.rawBody = Buffer.concat(chunks);
    return Readable.from([request.rawBody]);
  });
});
