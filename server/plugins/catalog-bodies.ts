import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { adminTexts } from '#rules/admin-texts';
import { CATALOG_UPLOAD_MAX_BYTES, CATALOG_UPLOAD_TYPES } from '#rules/media';
import type { OpenApiDocument } from '../contract/document';
import { operationIdOf } from '../contract/operation-id';
import { HttpError } from '../messages/errors';
import { messages } from '../messages/messages';
import { appWide } from './app-wide';
import { addRouteHook, mayHaveBody } from './route-hooks';

export type CatalogFileType = (typeof CATALOG_UPLOAD_TYPES)[number];

/**
 * A catalog file on its way in (issue 54, decision 0063): the request's own stream, not read yet. Its handler reads
 * it, once the staff guard has let the sender in, so a stranger's 200 MB is never read. The stream is a private
 * field: what walks a body (server/plugins/text-input.ts) finds nothing in it to walk.
 */
export class CatalogUpload {
  readonly #stream: Readable;
  constructor(
    stream: Readable,
    readonly type: CatalogFileType,
  ) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}

/** The answer to a file larger than the back office takes, refused before and while it is read. */
export const catalogTooLarge = () =>
  new HttpError(413, adminTexts.catalogFile.tooLarge('The file', CATALOG_UPLOAD_MAX_BYTES / 1024 / 1024));

/**
 * A catalog file arrives as its bytes (a CSV, or a zip of it with its photos), streamed to its handler: a
 * Content-Length over the limit is a 413 before anything is read. Each operation takes only its own kind of body: a
 * catalog file where JSON is due is a 415, and so is JSON where a catalog file is.
 */
export const catalogBodies = appWide<{ contract: OpenApiDocument }>(async (app, { contract }) => {
  app.addContentTypeParser([...CATALOG_UPLOAD_TYPES], (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > CATALOG_UPLOAD_MAX_BYTES) return done(catalogTooLarge());
    const type = CATALOG_UPLOAD_TYPES.find((t) => request.headers['content-type']?.toLowerCase().startsWith(t))!;
    done(null, new CatalogUpload(payload, type));
  });
  onlyWhereDue(app, contract, {
    takes: (type) => (CATALOG_UPLOAD_TYPES as readonly string[]).includes(type),
    isOne: (body) => body instanceof CatalogUpload,
    notOne: messages.requests.notACatalogFile,
  });
});

/**
 * Each operation takes only its own kind of body: one of `kind` where another is due is a 415, and so is another
 * where one of `kind` is. On each route a body may reach, not app-wide: a hook costs every request that passes it,
 * even where it only returns (decision 0085). A callback hook: an async one costs a promise and a turn each time.
 */
export function onlyWhereDue(
  app: FastifyInstance,
  contract: OpenApiDocument,
  kind: { takes(type: string): boolean; isOne(body: unknown): boolean; notOne: string },
): void {
  const taking = operationsTaking(contract, kind.takes);
  app.addHook('onRoute', (route) => {
    const operationId = operationIdOf(route);
    if (!operationId || !mayHaveBody(route)) return;
    const due = taking.has(operationId);
    addRouteHook(route, 'preValidation', (request, _reply, done) => {
      if (request.body == null || kind.isOne(request.body) === due) return done();
      done(new HttpError(415, due ? kind.notOne : messages.requests.unsupportedMediaType));
    });
  });
}

/** The operations whose body may be of a type `takes` accepts. */
function operationsTaking(contract: OpenApiDocument, takes: (type: string) => boolean): Set<string> {
  const taking = new Set<string>();
  for (const operations of Object.values(contract.paths))
    for (const operation of Object.values(operations)) {
      const types = Object.keys(operation.requestBody?.content ?? {});
      if (operation.operationId && types.some(takes)) taking.add(operation.operationId);
    }
  return taking;
}
