/**
 * What queryPrepared and executeNamed (server/db/prepared.ts) promise, on whichever database `open`
 * gives: run by tests/server (PGlite) and tests/pg (PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/connect';
import { causeChain } from '#server/db/pg-error';
import { executeNamed, FixedStatement, queryPrepared } from '#server/db/prepared';

const dialect = new PgDialect();

export function preparedStatementCases(open: () => Promise<Database>) {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.close());

  const sum = (a: number, b: number, label: string) =>
    queryPrepared<{ n: number; j: { label: string } }>(
      database.db,
      sql`select ${a}::int + ${b}::int as n, json_build_object('label', ${label}::text) as j`,
    );

  it('answers rows with int and json columns parsed, for any values of one statement', async () => {
    expect(await sum(1, 2, 'a')).toEqual([{ n: 3, j: { label: 'a' } }]);
    expect(await sum(40, 2, "it's")).toEqual([{ n: 42, j: { label: "it's" } }]);
    const [row] = await queryPrepared<{ ids: number[] }>(
      database.db,
      sql`select array(select unnest(${'{3,1,2}'}::int[]) order by 1) as ids`,
    );
    expect(row!.ids).toEqual([1, 2, 3]);
  });

  it('reports a failing statement with its SQLSTATE and stays usable', async () => {
    const failed = await sum(2_000_000_000, 2_000_000_000, 'x').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect([...causeChain(failed)].some((cause) => (cause as { code?: string }).code === '22003')).toBe(true);
    expect(await sum(1, 1, 'after')).toEqual([{ n: 2, j: { label: 'after' } }]);
  });

  it('runs a fixed statement with the values of each call, as queryPrepared runs the same text', async () => {
    const fixed = new FixedStatement<{ n: number; j: { label: string } }, { a: number; label: string }>(
      sql`select ${sql.placeholder('a')}::int + ${2}::int as n, json_build_object('label', ${sql.placeholder('label')}::text) as j`,
    );
    expect(fixed.text).toBe("select $1::int + $2::int as n, json_build_object('label', $3::text) as j");
    expect(await fixed.run(database.db, { a: 1, label: 'a' })).toEqual([{ n: 3, j: { label: 'a' } }]);
    expect(await fixed.run(database.db, { a: 40, label: "it's" })).toEqual([{ n: 42, j: { label: "it's" } }]);
    expect(
      await queryPrepared(
        database.db,
        sql`select ${5}::int + ${2}::int as n, json_build_object('label', ${'q'}::text) as j`,
      ),
    ).toEqual([{ n: 7, j: { label: 'q' } }]);
    expect(() => fixed.run(database.db, { label: 'no a' } as never)).toThrow(/placeholder "a"/);
  });

  it('executes a statement named by its text, in a transaction or not, reading its rows as execute does', async () => {
    const { db } = database;
    const read = (at: string) =>
      sql`select ${2}::int as n, ${at}::timestamptz as at, json_build_object('label', ${'named'}::text) as j`;
    const said = (await db.execute(read('2026-11-30T10:00:00Z'))).rows;
    expect((await executeNamed(db, db, read('2026-11-30T10:00:00Z'))).rows).toEqual(said);
    expect(said[0]).toMatchObject({ n: 2, at: expect.any(String), j: { label: 'named' } });

    const probe = sql`select current_setting('statefront.probe', true) as probe`;
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('statefront.probe', ${'this transaction'}, true)`);
      const { rows } = await executeNamed<{ probe: string }>(db, tx, probe);
      const { rows: kept } = await tx.execute<{ statements: number }>(
        sql`select count(*)::int as statements from pg_prepared_statements where statement = ${dialect.sqlToQuery(probe).sql}`,
      );
      return { probe: rows[0]!.probe, statements: kept[0]!.statements };
    });
    expect(inside).toEqual({ probe: 'this transaction', statements: 1 });

    // A value PGlite's own query() would serialize (an object, as JSON) goes the unnamed way there, and reads the same.
    const { rows: object } = await executeNamed<{ a: string }>(db, db, sql`select (${{ a: 1 }}::jsonb)->>'a' as a`);
    expect(object).toEqual([{ a: '1' }]);
  });

  it('reports a named statement that fails in a transaction by its SQLSTATE, and runs it again after', async () => {
    const { db } = database;
    const add = (a: number) => sql`select ${a}::int + ${2_000_000_000}::int as n`;
    const failed = await db
      .transaction(async (tx) => {
        await executeNamed(db, tx, add(1));
        await executeNamed(db, tx, add(2_000_000_000));
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect([...causeChain(failed)].some((cause) => (cause as { code?: string }).code === '22003')).toBe(true);
    expect((await executeNamed(db, db, add(3))).rows).toEqual([{ n: 2_000_000_003 }]);
  });

  return { db: () => database.db };
}
