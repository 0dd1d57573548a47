/**
 * A fingerprint of the shop's data: per table, the row count and an MD5 of
 * every row's text. Two equal fingerprints mean nothing was written.
 * Sessions (shoppers' and staff's) are left out: signing in to make a request is not a change to the shop. Of the
 * mail outbox, only what a request writes counts: its sending is a background pass's doing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';

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
  const out: Fingerprint = {};
  for (const table of await tableNames(db)) {
    if (except.includes(table)) continue;
    const ident = `"${table.replace(/"/g, '""')}"`;
    const source = writtenByRequests[table] ? `(select ${writtenByRequests[table]} from ${ident})` : ident;
    const [row] = await rows<{ n: number; h: string }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${source} t`,
      ),
    );
    out[table] = `${row?.n}:${row?.h}`;
  }
  return out;
}
