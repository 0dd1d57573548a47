import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './connect';

/**
 * The driver's client under drizzle: PGlite or a pg Pool, for what drizzle does not do
 * (LISTEN, named statements, a session of its own, the pool's counts). Null for anything
 * else (a transaction has none).
 */
export function pgClient(db: Db): PGlite | pg.Pool | null {
  const client: unknown = Reflect.get(db, '$client');
  return client instanceof PGlite || client instanceof pg.Pool ? client : null;
}
