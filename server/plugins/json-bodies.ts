import type { preValidationHookHandler } from 'fastify';
import type { OpenApiDocument } from '../contract/document';
import { HttpError } from '../messages/errors';
import { appWide } from './app-wide';
import { messages } from '../messages/messages';
import { refuse } from './request-problems';
import { operationIdOf } from '../contract/operation-id';
import type { AnswerCache } from '../http-cache/answer-cache';
import { knownBody } from './known-bodies';
import { addRouteHook } from './route-hooks';

/** Far deeper than any contract body; later walks may then recurse without fear for the stack. */
export const MAX_BODY_DEPTH = 64;

interface Options {
  contract: OpenApiDocument;
  /** Cached POST reads' bodies seen before (decision 0069). */
  bodies: AnswerCache['bodies'];
}

/** Bodies are UTF-8 JSON, no deeper than MAX_BODY_DEPTH, and present wherever the contract requires one. */
export const jsonBodies = appWide<Options>(async (app, { contract, bodies }) => {
  // Otherwise a text/plain body arrives as a string that skips schema validation.
  app.removeContentTypeParser('text/plain');

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Fastify reads every body as UTF-8: another charset would be garbage, not refused.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset && !/^utf-?8$/i.test(charset))
      return done(new HttpError(415, messages.requests.unsupportedCharset), undefined);
    // The same text once passed every check below and the schema: parsed, walked and validated again only if need be.
    const known = knownBody(bodies, request, body);
    if (known) return done(null, known);
    // Each level opens with a character of its own: a shorter body cannot be deeper.
    if (body.length > MAX_BODY_DEPTH && nestingDepth(body) > MAX_BODY_DEPTH)
      return done(refuse('body', undefined, 'too_deep', messages.requests.bodyTooDeep), undefined);
    parseJson(request, body, done);
  });

  // A PDF is only ever an answer here (invoices, credit notes), yet fastify-openapi-glue wants a parser for every
  // content type the contract names and warns at each start without one: this one refuses it as any non-JSON body is.
  app.addContentTypeParser('application/pdf', (_request, _payload, done) =>
    done(new HttpError(415, messages.requests.unsupportedMediaType), undefined),
  );

  // Fastify skips body validation when there is no body: the handler would get `undefined`. Only on the routes that
  // require one: a hook costs every request that passes it, even where it only returns (decision 0085).
  const required = operationsRequiringBody(contract);
  const requireBody: preValidationHookHandler = (request, _reply, done) =>
    request.body == null ? done(refuse('body', undefined, 'required', messages.requests.bodyRequired)) : done();
  app.addHook('onRoute', (route) => {
    const operationId = operationIdOf(route);
    if (operationId && required.has(operationId)) addRouteHook(route, 'preValidation', requireBody);
  });
});

/** Deepest nesting of JSON text, without recursion. */
export function nestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

function operationsRequiringBody(contract: OpenApiDocument): Set<string> {
  const required = new Set<string>();
  for (const operations of Object.values(contract.paths)) {
    for (const operation of Object.values(operations)) {
      if (operation.operationId && operation.requestBody?.required) required.add(operation.operationId);
    }
  }
  return required;
}
