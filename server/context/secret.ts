import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { siteContent } from '../db/schema';

const SECRET_KEY = 'server_secret';

/**
 * The HMAC secret for invoice tickets and sandbox payments. SECRET wins when set;
 * otherwise one random secret is made per database and kept in it, so tickets and
 * payments signed before a restart still verify after it.
 */
export async function resolveSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(siteContent)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, SECRET_KEY));
  if (typeof row?.value !== 'string') throw new Error('could not read the server secret');
  return row.value;
}
