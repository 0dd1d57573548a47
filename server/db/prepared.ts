/**
 * Named prepared statements: PostgreSQL keeps their plan, so a statement is planned once
 * per connection rather than on every call (decision 0017). The public catalog's reads
 * are statements of a dozen subqueries that build json, whose planning costs many times
 * their run.
 *
 * Drizzle's `.prepare()` names the statement on node-postgres but not on PGlite, so this
 * speaks to each driver itself: pg's `{ name, text, values }` (each pooled connection
 * prepares on first use), and on PGlite the extended protocol's Parse with a name once
 * per database, then Bind/Execute, holding PGlite's own locks as its `query()` does.
 */
import { hash } from 'node:crypto';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './connect';
import { pgClient } from './client';

const dialect = new PgDialect();

/** Which statements each PGlite database has prepared (a statement lives as long as its session). */
const preparedIn = new WeakMap<PGlite, Set<string>>();

/**
 * The rows of `query`, run as a prepared statement named after its text: the same shape
 * of query (values are parameters) reuses one plan. So a query must not inline values
 * (sql.raw, literals from input), or every value would prepare a statement of its own.
 * Columns come back as each driver parses them: keep them to json, int and text.
 */
export async function queryPrepared<Row>(db: Db, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runNamed<Row>(db, nameOf(text), text, params);
}

/**
 * A statement of one fixed shape whose text and name are made once, when it is defined:
 * a call binds its values (`sql.placeholder(name)` in the query) and runs it as
 * queryPrepared does. For the catalog's hot reads, building the text with drizzle and
 * looking its name up by that text on every request was a few percent of a cache-off
 * server's time (decision 0017).
 */
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

/** Statement names by text, so a request does not hash its statement again (the shapes are few: values are parameters). */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `sf_${hash('sha1', text, 'base64url')}`));
  return name;
}

/** A parameter in PostgreSQL's text input form, as the extended protocol's Bind carries it. */
function textOf(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new Error(`queryPrepared: a ${typeof value} parameter has no text form here (pass arrays as '{1,2}' literals)`);
}

async function runOnPglite<Row>(client: PGlite, name: string, text: string, values: (string | null)[]): Promise<Row[]> {
  const { serialize } = protocol;
  // The same two locks PGlite's query() takes: no statement of another caller, and no open transaction of one, in between.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let known = preparedIn.get(client);
      if (!known) preparedIn.set(client, (known = new Set()));
      if (!known.has(name)) {
        await client.execProtocol(concat(serialize.parse({ name, text }), serialize.sync()));
        known.add(name);
      }
      // Sync ends the exchange even when a step fails (execProtocol then throws the error).
      const { messages } = await client.execProtocol(
        concat(
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
      );
      // The caller's Row names the statement's columns, as drizzle's execute<Row> does: PGlite's rows are untyped.
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
