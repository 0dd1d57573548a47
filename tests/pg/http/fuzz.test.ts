/**
 * Bad input, generated, on PostgreSQL: the suite of tests/fuzz/bad-input-suite.ts against the
 * real cluster, on a database of its own: the suite checks that a refused request wrote
 * nothing anywhere, so no other file may write to the database it checks.
 */
import { afterAll } from 'vitest';
import { startTestServer } from '#tests/support/server';
import { describeBadInput, fuzzConfig } from '#tests/fuzz/bad-input-suite';
import { ownDatabase } from '../pg-server';

let dropDatabase: (() => Promise<void>) | undefined;
afterAll(() => dropDatabase?.());

describeBadInput(
  'PostgreSQL',
  async () => {
    const database = await ownDatabase();
    dropDatabase = database.drop;
    return startTestServer({ databaseUrl: database.url, config: fuzzConfig });
  },
  'npm run test:pg -- tests/pg/http/fuzz.test.ts',
);
