import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A leaked database does not leak usable tokens. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
