// Named prepared statements, planned once per connection (decision 0017); drizzle's `.prepare()` names none on PGlite.
import { hash } from 'node:crypto';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './connect';
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

async function runNamed<Row>(db: Db, name: string, text: string, params: unknown[]): Promise<Row[]> {
  const client = pgClient(db);
  if (client instanceof PGlite) return runOnPglite<Row>(client, name, text, params.map(textOf));
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

/** As the extended protocol's Bind carries it. */
function textOf(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new Error(`queryPrepared: a ${typeof value} parameter has no text form here (pass arrays as '{1,2}' literals)`);
}

async function runOnPglite<Row>(client: PGlite, name: string, text: string, values: (string | null)[]): Promise<Row[]> {
  const { serialize } = protocol;
  // The two locks PGlite's query() takes.
  return client._runExclusiveTransaction(() =>
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
      return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
    }),
  );
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
