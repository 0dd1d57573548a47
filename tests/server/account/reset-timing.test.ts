/**
 * The reset answers in the same time whether or not the email has an account (decision
 * 0045), on the embedded database: the medians of 50 requests of each kind, sent in
 * a shuffled order to a server process of its own, within 1 ms.
 * tests/pg/account/reset-timing.test.ts checks PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { seededDataDir } from '#tests/support/seeded-database';
import { resetMedians, SAMPLES } from './reset-timing';

let remove = () => {};
let server: ServerProcess;

beforeAll(async () => {
  // A copy of the seeded shop: the server starts without migrating and seeding one of its own.
  const copy = await seededDataDir();
  remove = copy.remove;
  server = await spawnServer({
    env: { DATA_DIR: copy.dataDir, DATABASE_URL: '', RATE_LIMIT_AUTH: '0', RATE_LIMIT_READS: '0', LOG_LEVEL: 'warn' },
    readyTimeoutMs: 120_000,
  });
}, 150_000);
afterAll(async () => {
  await server?.stop();
  remove();
});

describe('a password reset request, timed', () => {
  it(`answers an email with an account in the time of one without: medians of ${SAMPLES} each (or more) within 1 ms`, async () => {
    const { known, unknown } = await resetMedians(server.url, 'PGlite');
    expect(Math.abs(known - unknown)).toBeLessThanOrEqual(1);
  }, 240_000);
});
