import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context/context';
import { unauthorized } from '../messages/errors';
import { sessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearerAuth security handler once the token is checked. */
    authUserId: number | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Throws 401 when the security handler did not set one. */
export function userId(request: FastifyRequest): number {
  if (request.authUserId == null) throw unauthorized();
  return request.authUserId;
}

/** A missing, unknown or expired token is an anonymous visitor, not a 401. */
export async function optionalUserId(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  if (request.authUserId != null) return request.authUserId;
  const token = bearerToken(request);
  if (!token) return null;
  request.authUserId = await sessionUser(ctx, token);
  return request.authUserId;
}
