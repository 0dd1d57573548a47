/** Who waits on whom in the suite's cluster: for tests that hold a lock while requests pile up behind it. */
import type pg from 'pg';

/**
 * How many sessions wait, directly or in line behind another, for the locks `client`'s session holds; only those
 * named `applicationName` when given (a lock on a whole table also stops the other files' sessions that come to it).
 */
export async function blockedBehind(client: pg.Client, applicationName?: string): Promise<number> {
  // Inside a transaction (the holder's own) PostgreSQL answers pg_stat_activity from the
  // snapshot its first read took: drop it, or every later look sees that first moment.
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ pid: number; blockers: number[]; name: string }>(
    `select pid, pg_blocking_pids(pid) as blockers, application_name as name
       from pg_stat_activity where cardinality(pg_blocking_pids(pid)) > 0`,
  );
  const me = (await client.query<{ me: number }>('select pg_backend_pid() as me')).rows[0]!.me;
  const behind = new Set([me]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (!behind.has(row.pid) && row.blockers.some((pid) => behind.has(pid))) {
        behind.add(row.pid);
        grew = true;
      }
    }
  }
  behind.delete(me);
  return rows.filter((row) => behind.has(row.pid) && (applicationName === undefined || row.name === applicationName))
    .length;
}
