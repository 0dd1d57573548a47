/** Named prepared statements on PGlite (decision 0017): one plan per statement, kept. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryPrepared } from '#server/db/prepared';
import { preparedStatementCases } from '#tests/support/prepared-cases';
import { seededDatabase } from '#tests/support/seeded-database';

describe('queryPrepared on PGlite', () => {
  const { db } = preparedStatementCases(seededDatabase);

  it('prepares a statement once and, after a few runs, keeps its generic plan', async () => {
    const text = 'select count(*)::int as n from categories where level = $1';
    for (let level = 0; level < 8; level++)
      await queryPrepared(db(), sql`select count(*)::int as n from categories where level = ${level}`);
    const [kept] = await queryPrepared<{ statements: number; generic: number }>(
      db(),
      sql`select count(*)::int as statements, coalesce(sum(generic_plans), 0)::int as generic
        from pg_prepared_statements where statement = ${text}`,
    );
    expect(kept).toEqual({ statements: 1, generic: expect.any(Number) });
    expect(kept!.generic).toBeGreaterThan(0);
  });
});
