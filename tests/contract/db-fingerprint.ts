/**
 * A fingerprint of the shop's data: per table, the row count and the newest
 * transaction that wrote a row. Two equal fingerprints mean nothing was written.
 * Sessions (shoppers' and staff's) are left out: signing in to make a request is not a change to the shop. Of the
 * mail outbox, only what a request writes counts: its sending is a background pass's doing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { foldSoldCounts } from '#server/orders/sold-counts';

export type Fingerprint = Record<string, string>;

/** Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`; the shared Db type leaves it unknown. */
export async function rows<T>(db: Db, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export async function tableNames(db: Db): Promise<string[]> {
  const tables = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return tables.map((r) => r.table_name);
}

/** The columns of a table that a request writes, where a background pass writes others. */
const writtenByRequests: Record<string, string> = {
  mail_outbox: 'id, kind, recipient, subject, message_id, created_at',
};

export async function fingerprint(db: Db, except: string[] = ['sessions', 'staff_sessions']): Promise<Fingerprint> {
  // The sold-counts pass's work done first, as it would be (decision 0081): otherwise its tick between two
  // fingerprints would look like a write. A request that wrote units due still shows, in the products it folds into.
  await foldSoldCounts(db);
  // Per table, its row count and the newest transaction that wrote a row (xmin): an insert or an update gives a row
  // the writer's id, newer than every earlier one, and a delete lowers the count (one beside an insert raises the
  // newest id). So it sees every write, even one that wrote what was there, without reading the rows' text. Where a
  // background pass writes columns of its own, the columns a request writes are hashed instead.
  const parts = (await tableNames(db))
    .filter((table) => !except.includes(table))
    .map((table) => {
      const ident = `"${table.replace(/"/g, '""')}"`;
      const name = `'${table.replace(/'/g, "''")}'`;
      const written = writtenByRequests[table];
      const mark = written
        ? `md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as mark from (select ${written} from ${ident}) r`
        : `coalesce(max(xmin::text::bigint), 0)::text as mark from ${ident}`;
      return `select ${name} as t, count(*)::int as n, ${mark}`;
    });
  const out: Fingerprint = {};
  for (const row of await rows<{ t: string; n: number; mark: string }>(db, sql.raw(parts.join('\nunion all\n'))))
    out[row.t] = `${row.n}:${row.mark}`;
  return out;
}
