import { and, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { sessions } from '../db/schema';
import { newToken, tokenHash } from './token';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** The token is returned once; only its hash is kept. */
export async function createSession(ctx: AppContext, userId: number): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.tokenTtlHours * 3_600_000);
  await ctx.db.insert(sessions).values({ tokenHash: tokenHash(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function sessionUser(ctx: AppContext, token: string): Promise<number | null> {
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.userId ?? null;
}

/** Logout (decision 0013). */
export async function revokeSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
}

export async function pruneSessions(ctx: AppContext): Promise<void> {
  await ctx.db.delete(sessions).where(lte(sessions.expiresAt, ctx.now()));
}
