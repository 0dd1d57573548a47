import { hash } from 'node:crypto';

/** A strong ETag of an answer's bytes: the catalog's answers and the drawn pictures. */
export function etagOf(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}
