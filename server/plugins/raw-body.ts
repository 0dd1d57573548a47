import { Readable } from 'node:stream';
import { appWide } from './app-wide';
import { operationIdOf } from '../contract/operation-id';

declare module 'fastify' {
  interface FastifyRequest {
    /** Kept only for the operations that sign it (a webhook's HMAC). */
    rawBody: Buffer | null;
  }
}

/** Keeps the named operations' bytes for their signature; the JSON parser reads a copy. */
export const rawBodies = appWide<{ operations: readonly string[] }>(async (app, { operations }) => {
  const keep = new Set(operations);
  app.decorateRequest('rawBody', null);
  app.addHook('preParsing', async (request, _reply, payload) => {
    const operationId = operationIdOf(request.routeOptions);
    if (!operationId || !keep.has(operationId)) return payload;
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
  });
});
