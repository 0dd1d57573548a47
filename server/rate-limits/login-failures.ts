// The per-account login limit (decision 0034): counted and judged by one upsert before the password is evaluated,
// so a burst gets no further than the limit and a refused attempt never reaches argon2.
import { createHmac } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import type { Db } from '../db/connect';
import { FixedStatement } from '../db/prepared';

export type LoginAdmission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

const now = sql`${sql.placeholder('now')}::timestamptz`;
const delayAfter = sql`${sql.placeholder('delayAfter')}::int`;
const lockAfter = sql`${sql.placeholder('lockAfter')}::int`;

/** 1 s doubling once the delay starts; the exponent bounded, since a gap past the window is moot. */
const doubling = (failures: SQL) => sql`power(2, least(${failures} - ${delayAfter}, 20)) * interval '1 second'`;
const gapAfter = (failures: SQL) =>
  sql`(case when ${failures} >= ${delayAfter} then ${doubling(failures)} else interval '0 seconds' end)`;

/** From the row as it stood: in SET, `f` is the row before the update. */
const refused = sql`(f.window_ends_at > ${now} and (f.failures >= ${lockAfter} or f.last_at + ${gapAfter(sql`f.failures`)} > ${now}))`;

const admit = new FixedStatement<
  { refused: boolean; wait_ms: number },
  { account: string; now: Date; windowMs: number; delayAfter: number; lockAfter: number }
>(sql`
  insert into login_failures as f (account, failures, window_ends_at, last_at, refused)
  values (${sql.placeholder('account')}, 1, ${now} + ${sql.placeholder('windowMs')}::int * interval '1 millisecond', ${now}, false)
  on conflict (account) do update set
    failures = case when f.window_ends_at <= ${now} then 1 when ${refused} then f.failures else f.failures + 1 end,
    window_ends_at = case when f.window_ends_at <= ${now} then excluded.window_ends_at else f.window_ends_at end,
    last_at = case when ${refused} then f.last_at else ${now} end,
    refused = ${refused}
  returning f.refused as refused,
    ceil(extract(epoch from (case when f.failures >= ${lockAfter} then f.window_ends_at
      else least(f.window_ends_at, f.last_at + ${gapAfter(sql`f.failures`)}) end) - ${now}) * 1000)::int as wait_ms`);

const clear = new FixedStatement<never, { account: string }>(
  sql`delete from login_failures where account = ${sql.placeholder('account')}`,
);

/** Whose login: a shopper's and a staff member's count apart, though an email may be both (decision 0050). */
export type LoginKind = 'shopper' | 'staff';

/** Alike for every email, with an account or without, and no email in the table. */
const accountKey = (ctx: AppContext, email: string, kind: LoginKind) =>
  createHmac('sha256', ctx.config.secret)
    .update(`${kind === 'staff' ? 'staff-login-failures' : 'login-failures'}\n${email}`)
    .digest('base64url');

const limited = (ctx: AppContext) => ctx.config.loginFailuresBeforeLock > 0;

/** `email` normalized; says whether its password may be evaluated. */
export async function admitLogin(ctx: AppContext, email: string, kind: LoginKind = 'shopper'): Promise<LoginAdmission> {
  if (!limited(ctx)) return { admitted: true };
  const windowMs = ctx.config.loginFailureWindowMinutes * 60_000;
  const [row] = await admit.run(ctx.db, {
    account: accountKey(ctx, email, kind),
    now: ctx.now(),
    windowMs,
    delayAfter: ctx.config.loginFailuresBeforeDelay,
    lockAfter: ctx.config.loginFailuresBeforeLock,
  });
  if (!row) throw new Error('login_failures: the upsert returned no row');
  return row.refused
    ? {
        admitted: false,
        // Never past the window: a request whose moment was read just before another process opened the window
        // (its `now` a few milliseconds earlier) would otherwise be told a second more than the window lasts.
        retryAfterSeconds: Math.max(1, Math.min(Math.ceil(row.wait_ms / 1000), Math.ceil(windowMs / 1000))),
      }
    : { admitted: true };
}

export async function clearLoginFailures(ctx: AppContext, email: string, kind: LoginKind = 'shopper'): Promise<void> {
  if (limited(ctx)) await clear.run(ctx.db, { account: accountKey(ctx, email, kind) });
}

export async function forgetClosedLoginWindows(db: Db, at: Date): Promise<number> {
  const gone = sql`delete from login_failures where window_ends_at <= ${at.toISOString()}::timestamptz returning 1`;
  const { rows } = await db.execute<{ count: number }>(
    sql`with gone as (${gone}) select count(*)::int as count from gone`,
  );
  return rows[0]?.count ?? 0;
}
