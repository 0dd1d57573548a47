// A public catalog read: from the answer cache, a signed-in caller's hearts on top, an ETag for a GET (decision 0011).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, optionalUserId } from '../auth';
import type { AppContext } from '../context/context';
import type { Serialized } from '../contract/handler-types';
import { etagOf } from '../http-cache/etag';
import { catalogAnswer, type CatalogAnswer } from '../http-cache/answer-cache';
import { addVary, compressBytes, MIN_BYTES, preferredEncoding } from '../plugins/compression';
import { rememberBody } from '../plugins/known-bodies';
import { likedProducts } from './product-list-items';

export interface CatalogRead<V> {
  key: string;
  /** Without hearts. Throwing (a 404) answers the error and caches nothing. */
  compute(): Promise<V>;
  productIds?(value: V): number[];
  /** For every request answered, from the cache or not. */
  served?(productIds: number[]): void;
  personalise?(value: V, liked: Set<number>): V;
}

/** Stored anywhere, but revalidated: stock changes with every order. */
const PUBLIC = 'public, no-cache';

export async function serveCatalog<V>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  read: CatalogRead<V>,
): Promise<Serialized<V>> {
  // The bytes below are the JSON of a V (or of none, for a 304): compute and personalise make them.
  return (await catalogBytes(ctx, request, reply, read)) as Serialized<V>;
}

async function catalogBytes<V>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  read: CatalogRead<V>,
): Promise<Buffer> {
  const kept = ctx.catalogCache.hit(read.key);
  const anonymous = !read.personalise || (request.authUserId == null && bearerToken(request) === null);
  const [answer, user] =
    kept !== undefined && anonymous
      ? [kept, null]
      : await Promise.all([
          kept ??
            ctx.catalogCache.answer(read.key, async () => {
              const value = await read.compute();
              return catalogAnswer(value, read.productIds?.(value) ?? []);
            }),
          anonymous ? null : optionalUserId(ctx, request),
        ]);

  if (kept !== undefined) rememberBody(ctx.catalogCache.bodies, request, read.key, read.served);
  read.served?.(answer.productIds);
  let { body, etag } = answer;
  let personal = false;
  if (user != null && read.personalise && answer.productIds.length > 0) {
    const liked = await likedProducts(ctx, user, answer.productIds);
    if (liked.size > 0) {
      // The kept bytes are this process's JSON of a V (compute, above): parsed back, not checked again on this hot path.
      body = Buffer.from(JSON.stringify(read.personalise(JSON.parse(body.toString()) as V, liked)));
      etag = etagOf(body);
      personal = true;
    }
  }

  reply.type(JSON_TYPE);
  if (request.method === 'GET' || request.method === 'HEAD') {
    reply.header('etag', etag);
    // A signed-in caller's answer is theirs alone: the security headers mark it no-store.
    if (user == null) reply.header('cache-control', PUBLIC);
    reply.header('vary', 'Authorization');
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return Buffer.alloc(0);
    }
  }
  return personal ? body : encodedBytes(request, reply, answer);
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A kept answer's bytes in the encoding the request prefers, compressed once, not per request (a personal one the
 * compression plugin compresses as it goes); for a POST, all but the content type (server/catalog/known-answers.ts).
 */
export function encodedBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CatalogAnswer,
): Buffer | Promise<Buffer> {
  const encoding = request.method === 'HEAD' || answer.body.length < MIN_BYTES ? null : preferredEncoding(request);
  if (!encoding) return answer.body;
  addVary(reply);
  reply.header('content-encoding', encoding);
  const compressed = (answer.encoded[encoding] ??= compressBytes(answer.body, encoding));
  compressed.catch(() => {
    if (answer.encoded[encoding] === compressed) delete answer.encoded[encoding];
  });
  return compressed;
}

/** If-None-Match: `*` or a list of entity tags, weak ones compared weakly (RFC 9110 13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

export const keyOf = (operation: string, input: unknown) => `${operation} ${JSON.stringify(input)}`;
