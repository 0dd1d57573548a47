import { and, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { sessions } from '../db/schema';
import { newToken, tokenHash } from './token';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Opens a session for the user; the token is returned once and only its hash is kept. */
export async function createSession(ctx: AppContext, userId: number): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.tokenTtlHours * 3_600_000);
  await ctx.db.insert(sessions).values({ tokenHash: tokenHash(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The user a token belongs to, or null for an unknown or expired token. */
export async function sessionUser(ctx: AppContext, token: string): Promise<number | null> {
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.userId ?? null;
}

/** Ends the session of this token (logout): the token is refused from then on. */
export async function revokeSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
}

/** Forgets expired sessions (called now and then so the table does not grow forever). */
export async function pruneSessions(ctx: AppContext): Promise<void> {
  await ctx.db.delete(sessions).where(lte(sessions.expiresAt, ctx.now()));
}
