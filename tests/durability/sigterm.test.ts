/**
 * SIGTERM under load on the embedded database (PGlite on disk): see sigterm-scenario.ts.
 * The same scenario runs on PostgreSQL with two processes in tests/pg/process/sigterm.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { describeSigterm } from './sigterm-scenario';

const dataDir = mkdtempSync(path.join(tmpdir(), 'statefront-sigterm-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeSigterm({
  database: 'PGlite',
  // The grace is generous so a slow machine finishes the rush; the test asserts the exit was the clean one.
  env: () => ({
    DATA_DIR: dataDir,
    RATE_LIMIT_AUTH: '0',
    RATE_LIMIT_READS: '0',
    SECRET: 'sigterm-test-secret-0123456789abcd',
    SHUTDOWN_GRACE_SECONDS: '60',
  }),
});
