import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './connect';

/** The driver's client, for what drizzle does not do; null for a transaction. */
export function pgClient(db: Db): PGlite | pg.Pool | null {
  const client: unknown = Reflect.get(db, '$client');
  return client instanceof PGlite || client instanceof pg.Pool ? client : null;
}
