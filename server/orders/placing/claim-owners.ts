/**
 * Whose stock claims are whose (decision 0070): each process marks its claims with a number it holds a session
 * advisory lock on for its whole life. A process that dies (kill -9, a lost machine) loses the lock with its
 * session, so its claims go back to stock at once: when its successor starts, and at every payments sweep of any
 * process, not only when they are past their time.
 */
import { randomInt } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppContext } from '#server/context/context';
import { pgClient } from '#server/db/client';
import { keepSession } from '#server/db/notifications';
import { stockClaims } from '#server/db/schema';
import { eq, ne } from 'drizzle-orm';
import { giveBackWhere } from './stock-claims';

const LOCK = `select pg_advisory_lock(hashtext('statefront:claim-owner'), $1)`;
const TRY = `select pg_try_advisory_lock(hashtext('statefront:claim-owner'), $1) as free`;
const UNLOCK = `select pg_advisory_unlock(hashtext('statefront:claim-owner'), $1)`;

const owners = new WeakMap<AppContext, number>();
/** Held in this process: on PGlite (one process, one session, where a lock is taken again) the only live ones. */
const heldHere = new Set<number>();

/** The number this process's claims carry; 0 (never given back but by their time) before `holdClaimOwner`. */
export const ownerOf = (ctx: AppContext): number => owners.get(ctx) ?? 0;

/** Holds this process's number until the answer is called; claims of processes that died go back first. */
export async function holdClaimOwner(ctx: AppContext): Promise<() => Promise<void>> {
  const owner = randomInt(1, 2 ** 31 - 1);
  const client = pgClient(ctx.db);
  let release: () => Promise<void>;
  if (client instanceof PGlite) {
    await client.query(LOCK, [owner]);
    release = async () => {
      heldHere.delete(owner);
      if (!client.closed) await client.query(UNLOCK, [owner]).catch(() => undefined);
    };
  } else if (client instanceof pg.Pool) {
    // Lost, the lock is held again once the session is back: meanwhile another process may give this one's claims
    // back, and their turns then take their stock as if unclaimed (stock-claims.ts), which is slower, never wrong.
    const stop = await keepSession(client, {
      open: async (connection) => {
        await connection.query(LOCK, [owner]);
      },
      lost: () => undefined,
    });
    release = () => {
      heldHere.delete(owner);
      return stop();
    };
  } else throw new Error('holdClaimOwner: the database is neither PGlite nor a pg Pool');
  owners.set(ctx, owner);
  heldHere.add(owner);
  await giveBackOrphaned(ctx);
  return release;
}

/** Claims whose process holds its number no longer. Each dead number is locked while its claims go back. */
export async function giveBackOrphaned(ctx: AppContext): Promise<number> {
  const mine = ownerOf(ctx);
  const others = await ctx.db
    .selectDistinct({ owner: stockClaims.owner })
    .from(stockClaims)
    .where(ne(stockClaims.owner, mine));
  let given = 0;
  for (const { owner } of others) {
    if (owner === 0 || heldHere.has(owner)) continue;
    given += await whileLocked(ctx, owner, () => giveBackWhere(ctx, eq(stockClaims.owner, owner)));
  }
  return given;
}

/** `work` if `owner`'s lock is free (its process is gone), holding it meanwhile; else 0. */
async function whileLocked(ctx: AppContext, owner: number, work: () => Promise<number>): Promise<number> {
  const client = pgClient(ctx.db);
  if (client instanceof PGlite) {
    // One process, one session, where a lock held is taken again: a number not held here is a dead process's.
    return work();
  }
  if (!(client instanceof pg.Pool)) return 0;
  const connection = await client.connect();
  try {
    const { rows } = await connection.query<{ free: boolean }>(TRY, [owner]);
    if (!rows[0]?.free) return 0;
    try {
      return await work();
    } finally {
      await connection.query(UNLOCK, [owner]);
    }
  } finally {
    connection.release();
  }
}
