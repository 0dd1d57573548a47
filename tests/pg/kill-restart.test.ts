/** kill -9 of the server on PostgreSQL (the cluster outlives it): see tests/durability/kill-restart-scenario.ts. */
import { describeKillRestart } from '../durability/kill-restart-scenario';
import { databaseUrl } from './pg-server';

describeKillRestart({
  database: 'PostgreSQL',
  env: () => ({ DATABASE_URL: databaseUrl(), RATE_LIMIT_AUTH: '0', SECRET: 'durability-test-secret-0123456789' }),
});
