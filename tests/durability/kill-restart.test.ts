/**
 * kill -9 on the embedded database (PGlite on disk): see kill-restart-scenario.ts.
 * Each restart also proves the dead process's DATA_DIR lock does not block the next
 * start. The same scenario runs on PostgreSQL in tests/pg/process/kill-restart.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { describeKillRestart } from './kill-restart-scenario';

const dataDir = mkdtempSync(path.join(tmpdir(), 'statefront-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeKillRestart({
  database: 'PGlite',
  env: () => ({
    DATA_DIR: dataDir,
    RATE_LIMIT_AUTH: '0',
    RATE_LIMIT_READS: '0',
    SECRET: 'durability-test-secret-0123456789',
  }),
  lockDir: () => dataDir,
});
