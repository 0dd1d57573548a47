// Writes made in one statement, each a named common table expression: one round trip for them all. PostgreSQL runs
// every one of them once, referenced or not, and checks their foreign keys at the statement's end.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A write and the name the others (and the statement's last part) may read its returned rows by. */
export type NamedWrite = readonly [name: string, write: SQLWrapper];

export const together = (writes: readonly NamedWrite[], last: SQL): SQL =>
  writes.length === 0
    ? last
    : sql`with ${sql.join(
        writes.map(([name, write]) => sql`${sql.identifier(name)} as (${write.getSQL()})`),
        sql`, `,
      )} ${last}`;
