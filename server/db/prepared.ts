// Named prepared statements, planned once per connection (decision 0017); drizzle's `.prepare()` names none on PGlite.
import { hash } from 'node:crypto';
import { parse, PGlite, protocol, types, type ParserOptions } from '@electric-sql/pglite';
import { fillPlaceholders, getTableColumns, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Queryable, Tx } from './connect';
import { pgClient } from './client';

const dialect = new PgDialect();

const preparedIn = new WeakMap<PGlite, Set<string>>();

/** Never inline values (sql.raw): each would prepare its own statement. Keep columns to json, int and text. */
export async function queryPrepared<Row>(db: Db, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runNamed<Row>(db, nameOf(text), text, params);
}

/** Text and name made once, values bound by `sql.placeholder(name)`: for the catalog's hot reads (decision 0017). */
export class FixedStatement<Row, Values extends Record<string, unknown>> {
  readonly text: string;
  private readonly name: string;
  private readonly params: unknown[];

  constructor(query: SQL) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    this.text = text;
    this.params = params;
    this.name = nameOf(text);
  }

  run(db: Db, values: Values): Promise<Row[]> {
    return runNamed<Row>(db, this.name, this.text, fillPlaceholders(this.params, values));
  }
}

/**
 * `q.execute(query)` as a statement named by its text (decision 0080): each connection parses it once, and plans it
 * once it has run it a few times. For a statement sent often in the same words: one whose text changes with its rows
 * would name a new statement each time. `db` is the app's: on PGlite, `q` may be one of
 * its transactions, which does not say whose it is. Rows read as `q.execute` reads them (timestamps as text).
 */
export async function executeNamed<Row extends Record<string, unknown>>(
  db: Db,
  q: Queryable,
  query: SQL,
): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  const name = nameOf(built.sql);
  const client = pgClient(db);
  if (client instanceof PGlite) {
    const values = built.params.map(plainText);
    if (values.includes(undefined)) return (await q.execute<Row>(query)) as { rows: Row[] };
    const rows = await runOnPglite<Row>(client, name, built.sql, values as (string | null)[], {
      alone: q === db,
      parsers: asDrizzleReads,
    });
    return { rows };
  }
  // drizzle's own session runs it, named: node-postgres then parses it once per connection.
  const session = Reflect.get(q, 'session') as Naming;
  return (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: Row[] };
}

/**
 * For the rest of `tx`, every statement planned without its values (decision 0091): for a transaction whose statements
 * find their rows by id, so that no value changes the best plan. PostgreSQL would plan a named statement with its
 * values for its first five runs on each connection, and a sale after a quiet spell runs on fresh connections. PGlite's
 * one connection keeps its plans: nothing is sent there.
 */
export async function planGenerically(db: Db, tx: Tx): Promise<void> {
  if (pgClient(db) instanceof pg.Pool) await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
}

/**
 * A table's whole rows read by a statement named by its text (executeNamed), each column mapped as drizzle maps it
 * (timestamps to dates, json parsed): `tx.select().from(table)` for a read drizzle would send unnamed. `rest`: what
 * follows `from <table>` (its where, its lock), in the same words at every call.
 */
export async function tableRowsNamed<T extends PgTable>(
  db: Db,
  q: Queryable,
  table: T,
  rest: SQL,
): Promise<InferSelectModel<T>[]> {
  const columns = Object.entries(getTableColumns(table));
  const { rows } = await executeNamed<Record<string, unknown>>(
    db,
    q,
    sql`select ${sql.join(
      columns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    )} from ${table} ${rest}`,
  );
  return rows.map(
    (row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = row[column.name];
          return [key, value == null ? null : column.mapFromDriverValue(value)];
        }),
      ) as InferSelectModel<T>,
  );
}

/** What drizzle's session offers, not in its public types: a statement prepared under a name. */
interface Naming {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: boolean,
  ): { execute(): Promise<unknown> };
}

// drizzle's PGlite session reads these as text, as node-postgres does through drizzle.
const asDrizzleReads: ParserOptions = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [
    type,
    (value: string) => value,
  ]),
);

async function runNamed<Row>(db: Db, name: string, text: string, params: unknown[]): Promise<Row[]> {
  const client = pgClient(db);
  if (client instanceof PGlite) return runOnPglite<Row>(client, name, text, params.map(textOf), { alone: true });
  if (client instanceof pg.Pool)
    return (await client.query<Row & pg.QueryResultRow>({ name, text, values: params })).rows;
  throw new Error('queryPrepared: the database is neither PGlite nor a pg Pool (a transaction cannot run one)');
}

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `sf_${hash('sha1', text, 'base64url')}`));
  return name;
}

/** As the extended protocol's Bind carries it; undefined for a value with no text form here (an array, an object). */
function plainText(value: unknown): string | null | undefined {
  if (value == null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

function textOf(value: unknown): string | null {
  const text = plainText(value);
  if (text === undefined)
    throw new Error(
      `queryPrepared: a ${typeof value} parameter has no text form here (pass arrays as '{1,2}' literals)`,
    );
  return text;
}

/** `alone`: not inside one of PGlite's transactions, so it waits for the one under way, as PGlite's query() does. */
async function runOnPglite<Row>(
  client: PGlite,
  name: string,
  text: string,
  values: (string | null)[],
  { alone, parsers }: { alone: boolean; parsers?: ParserOptions },
): Promise<Row[]> {
  const { serialize } = protocol;
  const run = () =>
    client._runExclusiveQuery(async () => {
      let known = preparedIn.get(client);
      if (!known) preparedIn.set(client, (known = new Set()));
      if (!known.has(name)) {
        await client.execProtocol(concat(serialize.parse({ name, text }), serialize.sync()));
        known.add(name);
      }
      // Sync ends the exchange even when a step fails.
      const { messages } = await client.execProtocol(
        concat(
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
      );
      // PGlite's rows are untyped; the caller's Row names them, as drizzle's execute<Row> does.
      return (parse.parseResults(messages, client.parsers, parsers ? { parsers } : undefined)[0]?.rows ?? []) as Row[];
    });
  // The two locks PGlite's query() takes; a transaction's statements take the second only.
  return alone ? client._runExclusiveTransaction(run) : run();
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
