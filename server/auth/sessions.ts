import DataLoader from 'dataloader';
import { eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { sessions } from '../db/schema';
import { FixedStatement } from '../db/prepared';
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

/**
 * The signed-in shopper a token names, if its session is live. The lookups asked while one turn of the event loop
 * reads requests are answered by one statement, on the next check phase: a crowd (a flash sale's) costs one read,
 * not one each, and on PGlite, whose statements block the loop, its requests are not read one per statement.
 */
export function sessionUser(ctx: AppContext, token: string): Promise<number | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((hashes) => liveSessions(ctx, hashes), {
      cache: false,
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
    });
    loaders.set(ctx, loader);
  }
  return loader.load(tokenHash(token));
}

const loaders = new WeakMap<AppContext, DataLoader<string, number | null>>();

/**
 * Named and planned once (decision 0017): drizzle's select builder, run for every lookup, cost more of a signed-in
 * request than the read itself. The hashes are hex, so their array literal needs no quoting.
 */
const live = new FixedStatement<{ token_hash: string; user_id: number }, { hashes: string; now: Date }>(sql`
  select token_hash, user_id from sessions
  where token_hash = any(${sql.placeholder('hashes')}::text[]) and expires_at > ${sql.placeholder('now')}::timestamptz`);

async function liveSessions(ctx: AppContext, hashes: readonly string[]): Promise<(number | null)[]> {
  const rows = await live.run(ctx.db, { hashes: `{${[...new Set(hashes)].join(',')}}`, now: ctx.now() });
  const users = new Map(rows.map((row) => [row.token_hash, Number(row.user_id)]));
  return hashes.map((hash) => users.get(hash) ?? null);
}

/** Logout (decision 0013). */
export async function revokeSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
}

export async function pruneSessions(ctx: AppContext): Promise<void> {
  await ctx.db.delete(sessions).where(lte(sessions.expiresAt, ctx.now()));
}
