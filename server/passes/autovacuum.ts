// PGlite's single-user mode runs no autovacuum (tables would only grow): its job by its rules, a table at a time.
import { sql } from 'drizzle-orm';
import { repeatInBackground } from './repeat';
import type { Db } from '../db/connect';
import { oneAtATime } from '../db/one-at-a-time';

/** PostgreSQL's defaults (autovacuum_*_threshold and *_scale_factor). */
const rules = {
  vacuum: { threshold: 50, scale: 0.2 },
  insertVacuum: { threshold: 1000, scale: 0.2 },
  analyze: { threshold: 50, scale: 0.1 },
};
/** autovacuum_naptime's default. */
export const AUTOVACUUM_EVERY_MS = 60_000;

interface TableStats {
  name: string;
  live: number;
  dead: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
}

export interface AutovacuumRun {
  vacuumed: string[];
  analyzed: string[];
}

const over = (count: number, live: number, rule: { threshold: number; scale: number }) =>
  count > rule.threshold + rule.scale * live;

export async function autovacuumOnce(db: Db): Promise<AutovacuumRun> {
  const { rows } = await db.execute<TableStats & Record<string, unknown>>(sql`
    select relname as name, n_live_tup::int as live, n_dead_tup::int as dead,
           n_ins_since_vacuum::int as "insertedSinceVacuum", n_mod_since_analyze::int as "changedSinceAnalyze"
    from pg_stat_user_tables where schemaname = 'public' order by relname`);
  const run: AutovacuumRun = { vacuumed: [], analyzed: [] };
  for (const table of rows) {
    const vacuum =
      over(table.dead, table.live, rules.vacuum) || over(table.insertedSinceVacuum, table.live, rules.insertVacuum);
    const analyze = over(table.changedSinceAnalyze, table.live, rules.analyze);
    if (!vacuum && !analyze) continue;
    const name = sql.identifier(table.name);
    await db.execute(
      vacuum && analyze ? sql`vacuum (analyze) ${name}` : vacuum ? sql`vacuum ${name}` : sql`analyze ${name}`,
    );
    if (vacuum) run.vacuumed.push(table.name);
    if (analyze) run.analyzed.push(table.name);
  }
  return run;
}

export function startAutovacuum(
  db: Db,
  report: { done(run: AutovacuumRun): void; failed(error: unknown): void },
  everyMs = AUTOVACUUM_EVERY_MS,
): () => Promise<void> {
  return repeatInBackground(
    () =>
      oneAtATime(db, 'autovacuum', async () => {
        const run = await autovacuumOnce(db);
        if (run.vacuumed.length || run.analyzed.length) report.done(run);
      }).catch(report.failed),
    everyMs,
  );
}
