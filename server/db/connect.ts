/**
 * Opens the shop's database and brings it to the latest migration.
 *
 * Embedded PGlite under DATA_DIR by default (locked for the process lifetime, see
 * lock.ts), real PostgreSQL when DATABASE_URL is set. Both give the same drizzle API
 * over the same schema, typed as `Db`.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir, type DirLock } from './lock';
import { repoPath } from '../settings/repo-paths';

export type Schema = typeof schema;

/**
 * What `db.execute(sql...)` answers with either driver: both give `{ rows }` (PGlite's
 * Results and pg's QueryResult). Use `.returning()` rather than driver-specific row counts.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: Rows<this['row'] extends Record<string, unknown> ? this['row'] : Record<string, unknown>>;
}
interface Rows<Row> {
  rows: Row[];
}

/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<QueryResultHKT, Schema>;

/** A transaction handle as given to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives: the PGlite directory, 'memory://', or the PostgreSQL URL without its password. */
  location: string;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, for `initialDump` (fast test copies). */
  dump?: () => Promise<Blob>;
}

export interface OpenOptions {
  /** PGlite directory; 'memory://' for a throwaway in-memory database. Default: DATA_DIR or ./.data */
  dataDir?: string;
  /** postgres://... ; when set (here or in DATABASE_URL) PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL only: connections kept at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PGlite in memory only: start from this dump (see `dump()`) instead of an empty cluster. */
  initialDump?: Blob;
}

/** Which database `db` is on, for what differs by it (where the owner's photos are kept, decision 0042). */
export function databaseKind(db: Db): Database['kind'] {
  return Reflect.get(db, '$client') instanceof PGlite ? 'pglite' : 'postgres';
}

export const MEMORY = 'memory://';
/** DATABASE_POOL_SIZE's default, for what opens the database without the server's settings (the CLI, scripts). */
const DEFAULT_POOL_SIZE = 10;

export const migrationsFolder = repoPath('server/db/migrations');

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const databaseUrl = options.databaseUrl ?? (options.dataDir ? undefined : process.env.DATABASE_URL || undefined);
  if (databaseUrl) return openPostgres(databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(options.dataDir ?? (process.env.DATA_DIR || './.data'), options.initialDump);
}

async function openPglite(dataDir: string, initialDump?: Blob): Promise<Database> {
  const inMemory = dataDir === MEMORY;
  let lock: DirLock | undefined;
  let client: PGlite | undefined;
  try {
    // The lock file sits in DATA_DIR itself, PGlite's files in DATA_DIR/pglite.
    lock = inMemory ? undefined : lockDataDir(dataDir);
    if (initialDump && !inMemory) throw new Error('initialDump is only for in-memory databases');
    // pg_trgm backs the title search index (migration 0002), unaccent search's text (migration 0015); PGlite loads them as extensions.
    const extensions = { pg_trgm, unaccent };
    client = inMemory
      ? new PGlite(initialDump ? { loadDataDir: initialDump, extensions } : { extensions })
      : new PGlite(path.join(path.resolve(dataDir), 'pglite'), { extensions });
    const pglite = drizzlePglite({ client, schema });
    await migratePglite(pglite, { migrationsFolder });
    const db: Db = pglite;
    const opened = client;
    const held = lock;
    return {
      db,
      kind: 'pglite',
      location: inMemory ? MEMORY : path.resolve(dataDir),
      dump: () => opened.dumpDataDir('none'),
      close: once(async () => {
        try {
          await opened.close();
        } finally {
          held?.release();
        }
      }),
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  // While PostgreSQL is away a request waits at most this long for a connection, then answers 503.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle connection PostgreSQL cuts (a restart) is an 'error' on the pool: without a
  // listener it would end the process. The pool drops that connection and opens another when asked.
  pool.on('error', () => undefined);
  // The same 'error' on a connection that is checked out (a background pass holding its lock, a
  // transaction between statements) goes to the client, where the pool listens only while it is
  // idle: unheard, one outage would end the process. What runs on it fails; the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    await migrateUnderAdvisoryLock(pool);
    return {
      db: drizzlePg({ client: pool, schema }) satisfies Db,
      kind: 'postgres',
      location: redactPassword(databaseUrl),
      close: once(() => pool.end()),
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

/** Several servers or test workers may start at once against one PostgreSQL: migrate one at a time. */
async function migrateUnderAdvisoryLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    const single = drizzlePg({ client });
    await single.execute(sql`select pg_advisory_lock(hashtext('statefront:migrate'))`);
    try {
      await migratePg(single, { migrationsFolder });
    } finally {
      await single.execute(sql`select pg_advisory_unlock(hashtext('statefront:migrate'))`);
    }
  } finally {
    client.release();
  }
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
