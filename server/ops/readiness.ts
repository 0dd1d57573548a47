/** GET /readyz: the database answers, this build's migrations are applied, and the app is not draining. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { migrationsFolder, type Db } from '../db/connect';

export type Readiness = { ready: true } | { ready: false; reason: string };

const journalFile = z.object({ entries: z.array(z.object({ when: z.number() })) });

/** The newest migration's `when`, which drizzle records as `created_at`. */
function newestMigration(): number {
  const journal = journalFile.parse(
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')),
  );
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Bounded: a database that never answers makes the server not ready, not a probe that hangs. */
const CHECK_TIMEOUT_MS = 2_000;

export function readinessCheck(app: FastifyInstance, db: Db): () => Promise<Readiness> {
  const newest = newestMigration();
  return async () => {
    if (app.draining.draining) return { ready: false, reason: 'draining' };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
    });
    try {
      const applied = await Promise.race([
        db.execute<{ newest: string | number | null }>(
          sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
        ),
        timeout,
      ]);
      const at = Number(applied.rows[0]?.newest ?? 0);
      return at >= newest ? { ready: true } : { ready: false, reason: 'migrations pending' };
    } catch {
      return { ready: false, reason: 'database unavailable' };
    } finally {
      clearTimeout(timer);
    }
  };
}
