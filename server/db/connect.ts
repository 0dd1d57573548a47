// PGlite under DATA_DIR (locked, lock.ts) or PostgreSQL with DATABASE_URL: one drizzle API, migrated on open.
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

/** Both drivers answer `{ rows }`; use `.returning()` rather than driver-specific row counts. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: Rows<this['row'] extends Record<string, unknown> ? this['row'] : Record<string, unknown>>;
}
interface Rows<Row> {
  rows: Row[];
}

export type Db = PgDatabase<QueryResultHKT, Schema>;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL without its password. */
  location: string;
  close(): Promise<void>;
  /** PGlite only, for `initialDump` (fast test copies). */
  dump?: () => Promise<Blob>;
}

export interface OpenOptions {
  dataDir?: string;
  databaseUrl?: string;
  poolSize?: number;
  initialDump?: Blob;
}

/** E.g. where the owner's photos are kept (decision 0042). */
export function databaseKind(db: Db): Database['kind'] {
  return Reflect.get(db, '$client') instanceof PGlite ? 'pglite' : 'postgres';
}

export const MEMORY = 'memory://';
/**
 * PGlite's own start, with a buffer pool of 16 MB instead of PostgreSQL's 128 (decision 0092): PGlite readies the
 * whole pool inside its WebAssembly memory at every open, about 0.4 s of CPU and 120 MB of memory more.
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
/** For the CLI and scripts, which open the database without the server's settings. */
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
    const options = { extensions, startParams: PGLITE_START };
    client = inMemory
      ? new PGlite(initialDump ? { loadDataDir: initialDump, ...options } : options)
      : new PGlite(path.join(path.resolve(dataDir), 'pglite'), options);
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
  // While PostgreSQL is away a request waits this long for a connection, then answers 503.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An unheard 'error' (a cut connection, idle in the pool or checked out) would end the process.
  pool.on('error', () => undefined);
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

/** Several servers or test workers may start at once. */
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
