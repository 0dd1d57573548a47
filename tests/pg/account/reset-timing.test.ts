/**
 * The reset answers in the same time whether or not the email has an account (decision
 * 0045), on PostgreSQL: the medians of 50 requests of each kind, sent in a shuffled
 * order to a server process of its own, within 1 ms. On a database of the file's own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { resetMedians, SAMPLES } from '#tests/server/account/reset-timing';
import { ownDatabase } from '../pg-server';

let database: Awaited<ReturnType<typeof ownDatabase>>;
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  database = await ownDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'statefront-reset-timing-'));
  server = await spawnServer({
    env: {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      RATE_LIMIT_AUTH: '0',
      RATE_LIMIT_READS: '0',
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '12',
    },
    readyTimeoutMs: 120_000,
  });
}, 150_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a password reset request on PostgreSQL, timed', () => {
  it(`answers an email with an account in the time of one without: medians of ${SAMPLES} each (or more) within 1 ms`, async () => {
    const { known, unknown } = await resetMedians(server.url, 'PostgreSQL');
    expect(Math.abs(known - unknown)).toBeLessThanOrEqual(1);
  }, 240_000);
});
