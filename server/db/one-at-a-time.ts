/**
 * A pass runs in one process at a time under a session advisory lock (decision 0025); a process that dies
 * mid-pass leaves whole units behind, and its lock goes with its connection. On PGlite the lock always succeeds:
 * there a pass already under way in this process is what skips another.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './connect';
import { pgClient } from './client';

interface Session {
  query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** `broken` closes it instead, taking a lock it may still hold. */
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

/**
 * The passes under way in this process, by database: PGlite's one session takes an advisory lock it already holds,
 * so a pass started beside its own (a command handed to the server runs one) would run twice.
 */
const running = new WeakMap<Db, Set<string>>();

export async function oneAtATime(db: Db, name: string, pass: () => Promise<unknown>): Promise<'ran' | 'skipped'> {
  const mine = running.get(db) ?? new Set<string>();
  running.set(db, mine);
  if (mine.has(name)) return 'skipped';
  mine.add(name);
  try {
    return await underLock(db, name, pass);
  } finally {
    mine.delete(name);
  }
}

async function underLock(db: Db, name: string, pass: () => Promise<unknown>): Promise<'ran' | 'skipped'> {
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
