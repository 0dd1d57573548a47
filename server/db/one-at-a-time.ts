/**
 * A background pass (the payments sweep, the vacuum, forgetting closed rate-limit windows)
 * runs in one process at a time, however many serve one PostgreSQL (decision 0025): each
 * pass first tries a session advisory lock named after it, on a connection held for the
 * pass, and a process that finds it taken skips its turn. The pass's own work runs on the
 * pool, each unit of it in a transaction of its own, so a process that dies mid-pass leaves
 * whole units behind, and its lock goes with its connection.
 *
 * PGlite is one process with one connection: the same statements run there and always
 * get the lock (the DATA_DIR lock already keeps a second process out).
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './connect';
import { pgClient } from './client';

interface Session {
  query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Hands the connection back; `broken` closes it instead (a lock it may still hold goes with it). */
  end(broken: boolean): void;
}

async function sessionOf(db: Db): Promise<Session> {
  const client = pgClient(db);
  if (client instanceof PGlite) return { query: (text, values) => client.query(text, values), end: () => {} };
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    return { query: (text, values) => connection.query(text, values), end: (broken) => connection.release(broken) };
  }
  throw new Error('oneAtATime: the database is neither PGlite nor a pg Pool');
}

/** Runs `pass` unless another process is running the pass called `name`: then answers 'skipped'. */
export async function oneAtATime(db: Db, name: string, pass: () => Promise<unknown>): Promise<'ran' | 'skipped'> {
  const key = `statefront:${name}`;
  const session = await sessionOf(db);
  let locked: unknown;
  try {
    const { rows } = await session.query('select pg_try_advisory_lock(hashtext($1)) as locked', [key]);
    locked = rows[0]?.locked;
  } catch (error) {
    session.end(true);
    throw error;
  }
  if (locked !== true) {
    session.end(false);
    return 'skipped';
  }
  try {
    await pass();
    return 'ran';
  } finally {
    const unlocked = await session.query('select pg_advisory_unlock(hashtext($1))', [key]).then(
      () => true,
      () => false,
    );
    session.end(!unlocked);
  }
}
