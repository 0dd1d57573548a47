// The staff session's cookie (decision 0050): HttpOnly, SameSite=Strict, Secure when the shop is served over https,
// sent only to the admin API. Only the staff guard reads it; a shopper's operation never does.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_SESSION_MAX_HOURS } from '#rules/staff-permissions';
import { API_PREFIX } from '../settings/api-prefix';

export const STAFF_COOKIE = 'sf_admin';
export const STAFF_COOKIE_PATH = `${API_PREFIX}/admin`;

/** The token of the request's `sf_admin` cookie, or null; a token is base64url (server/auth/token.ts). */
export function staffCookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== STAFF_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return /^[A-Za-z0-9_-]{16,200}$/.test(value) ? value : null;
  }
  return null;
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${STAFF_COOKIE}=${value}`,
    `Path=${STAFF_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function setStaffCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.header('set-cookie', cookie(token, STAFF_SESSION_MAX_HOURS * 3600, secure));
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  void reply.header('set-cookie', cookie('', 0, secure));
}
