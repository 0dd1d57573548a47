import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 32 random bytes, base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table keeps: a leaked database does not leak usable tokens. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
