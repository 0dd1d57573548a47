import type { preValidationHookHandler } from 'fastify';
import type { AnswerCache } from '../http-cache/answer-cache';
import { operationIdOf } from '../contract/operation-id';
import { needsOf } from '../contract/operations';
import { appWide } from '../plugins/app-wide';
import { KnownText } from '../plugins/known-bodies';
import { addRouteHook } from '../plugins/route-hooks';
import { encodedBytes, JSON_TYPE } from './serve';

/**
 * A cached POST read whose exact body was answered from the cache before (decision 0069) is answered again from its
 * text: no parse, text walk, schema or handler, which were most of what such a read cost. The hook is each route's
 * last preValidation, so the rate limit has counted it; the onSend and onResponse hooks (the security headers,
 * compression's Vary, the metrics, the line per request) run as for any answer. What the handler would send is sent:
 * for an anonymous POST, the kept bytes with their content type, compressed as the request prefers.
 * Registered after the rate limit, whose onRoute hook must add its own hook first.
 */
export const knownAnswers = appWide<{ cache: AnswerCache }>(async (app, { cache }) => {
  const answerKnown: preValidationHookHandler = (request, reply, done) => {
    const body = request.body;
    if (!(body instanceof KnownText)) return done();
    const answer = cache.hit(body.known.key);
    // Flushed or pushed out since: this request takes the usual way, from its parse on.
    if (answer === undefined) {
      request.body = body.parsed();
      return done();
    }
    body.known.served?.(answer.productIds);
    reply.type(JSON_TYPE);
    const bytes = encodedBytes(request, reply, answer);
    if (Buffer.isBuffer(bytes)) reply.send(bytes);
    else
      bytes.then(
        (compressed) => reply.send(compressed),
        (error: unknown) => reply.send(error),
      );
  };
  app.addHook('onRoute', (route) => {
    if (needsOf(operationIdOf(route))?.knownBodies) addRouteHook(route, 'preValidation', answerKnown);
  });
});
