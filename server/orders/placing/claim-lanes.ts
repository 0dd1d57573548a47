/**
 * The connections a process's stock claims are made on (decision 0089). On PostgreSQL, CLAIM_LANES connections of
 * their own, opened as the app starts and kept for its life, each having run the claim function once: a backend's
 * first call of it costs 20 to 70 ms (the function's statements planned, the catalog rows of the tables they read
 * loaded), and on the pool's connections, opened by the sale's own crowd, every claim call of a sale was a first.
 * On PGlite, its one connection.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { AppContext } from '#server/context/context';
import { pgClient } from '#server/db/client';
import type { Db } from '#server/db/connect';
import * as schema from '#server/db/schema';
import { CLAIM_LANES } from '#server/settings/config';
import { ownerOf } from './claim-owners';

/** A call with nobody in it: it claims and locks nothing, and plans what every call reads. */
const WARM = sql`select from statefront_claim_stock('[]'::jsonb, now(), now(), 0)`;

const lanes = new WeakMap<AppContext, Db>();

export const claimLanesName = (owner: number) => `statefront claims ${owner}`;

/** Where `ctx`'s claims are made: its lanes once opened, else the pool. */
export const claimLanesOf = (ctx: AppContext): Db => lanes.get(ctx) ?? ctx.db;

/**
 * Opens the lanes (after `holdClaimOwner`, whose number names them), warming them in the background: a claim
 * meanwhile waits for its lane, no longer than it would have on a cold connection. The answer closes them. A lane
 * lost (PostgreSQL restarted) is opened again at its next call and warmed by it.
 */
export function openClaimLanes(ctx: AppContext): () => Promise<void> {
  const client = pgClient(ctx.db);
  if (!(client instanceof pg.Pool)) return async () => undefined;
  // Named for pg_stat_activity, after the number its claims carry (claim-owners.ts).
  const pool = new pg.Pool({
    ...client.options,
    max: CLAIM_LANES,
    idleTimeoutMillis: 0,
    application_name: claimLanesName(ownerOf(ctx)),
  });
  // An unheard 'error' (a cut connection, idle or in use) would end the process.
  pool.on('error', () => undefined);
  pool.on('connect', (connection) => connection.on('error', () => undefined));
  const db: Db = drizzle({ client: pool, schema });
  lanes.set(ctx, db);
  // All at once, so each is its own connection.
  const warming = Promise.all(Array.from({ length: CLAIM_LANES }, () => db.execute(WARM))).catch(() => undefined);
  return async () => {
    lanes.delete(ctx);
    await warming;
    await pool.end();
  };
}
