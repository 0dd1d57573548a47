import type { FastifyRequest } from 'fastify';
import type { AnswerCache, KnownBody } from '../http-cache/answer-cache';
import { operationIdOf } from '../contract/operation-id';
import { needsOf } from '../contract/operations';
import { routeOf } from '../contract/route-of';

/**
 * A cached POST read's body (decision 0069) whose exact text, on this URL, once passed every check and gave a kept
 * answer: the JSON parser hands this instead of parsing, and the route's last preValidation hook answers from the
 * cache (server/catalog/known-answers.ts), or parses the text after all. Its fields are private: what walks a body
 * (server/plugins/text-input.ts) finds nothing in it to walk.
 */
export class KnownText {
  readonly #text: string;
  readonly #known: KnownBody;
  constructor(text: string, known: KnownBody) {
    this.#text = text;
    this.#known = known;
  }
  get known(): KnownBody {
    return this.#known;
  }
  /** The same text passed the parser's secure-json-parse before: JSON.parse makes the same value of it. */
  parsed(): unknown {
    return JSON.parse(this.#text);
  }
}

type Bodies = AnswerCache['bodies'];

/** A storefront filter is a few hundred characters; a longer body is read the usual way. */
const MAX_TEXT = 1024;

/** The text of a body not known yet, kept until its answer is known to be kept (`rememberBody`). */
const texts = new WeakMap<FastifyRequest, string>();

const bodyKey = (request: FastifyRequest, operationId: string, text: string) => `${operationId} ${request.url} ${text}`;

/**
 * For the JSON parser, once the charset is known good: a KnownText if this text was answered before. A caller with
 * an Authorization header is never answered early: their hearts are their own, and their answer is not stored.
 */
export function knownBody(bodies: Bodies, request: FastifyRequest, text: string): KnownText | undefined {
  if (text.length > MAX_TEXT || request.headers.authorization !== undefined) return undefined;
  const operationId = operationIdOf(routeOf(request));
  if (!operationId || !needsOf(operationId)?.knownBodies) return undefined;
  const known = bodies.hit(bodyKey(request, operationId, text));
  if (known) return new KnownText(text, known);
  texts.set(request, text);
  return undefined;
}

/** From the handler, when its answer came from the cache: the same text may be answered early from now on. */
export function rememberBody(bodies: Bodies, request: FastifyRequest, key: string, served: KnownBody['served']): void {
  const text = texts.get(request);
  const operationId = operationIdOf(routeOf(request));
  if (text === undefined || !operationId) return;
  const at = bodyKey(request, operationId, text);
  bodies.keep(at, { key, served, size: at.length + key.length });
}
