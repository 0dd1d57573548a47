import type { Db, Tx } from '../db/connect';

export type { Tx };

/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

/** PostgreSQL's unique_violation, as thrown by pg and PGlite (drizzle may wrap it as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
