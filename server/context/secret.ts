import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { siteContent } from '../db/schema';

const SECRET_KEY = 'server_secret';

/** Without SECRET, one per database kept in it, so what was signed before a restart verifies after it. */
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
