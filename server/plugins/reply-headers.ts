import type { FastifyReply } from 'fastify';

/** Fastify's own store of a reply's headers (lib/reply.js), found on the first reply by its symbol's name. */
const STORE = 'fastify.reply.headers';
let store: symbol | null | undefined;

/**
 * Adds headers whose names are already lower case, in one copy into the reply's store: `reply.headers` sets them one
 * by one, lower-casing each name, and for the security headers that was a twentieth of a cached read
 * (docs/bench/request-path.md). Where a Fastify no longer keeps its store under that symbol, `reply.headers` it is.
 */
export function addLowerCaseHeaders(reply: FastifyReply, headers: Readonly<Record<string, string>>): void {
  store ??= Object.getOwnPropertySymbols(reply).find((symbol) => symbol.description === STORE) ?? null;
  const kept = store && (Reflect.get(reply, store) as unknown);
  if (kept && typeof kept === 'object') Object.assign(kept, headers);
  else reply.headers(headers);
}
