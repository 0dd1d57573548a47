/**
 * SIGTERM under load on PostgreSQL with WORKERS=2 (the primary passes the signal on to
 * each worker): see tests/durability/sigterm-scenario.ts.
 */
import { describeSigterm } from '#tests/durability/sigterm-scenario';
import { databaseUrl } from '../pg-server';

describeSigterm({
  database: 'PostgreSQL, WORKERS=2',
  env: () => ({
    DATABASE_URL: databaseUrl(),
    WORKERS: '2',
    RATE_LIMIT_AUTH: '0',
    RATE_LIMIT_READS: '0',
    SECRET: 'sigterm-test-secret-0123456789abcd',
    SHUTDOWN_GRACE_SECONDS: '60',
  }),
});
