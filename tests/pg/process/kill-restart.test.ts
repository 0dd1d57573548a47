/**
 * kill -9 of the shop's server on PostgreSQL: see tests/durability/kill-restart-scenario.ts.
 * PostgreSQL itself keeps running (the throwaway cluster has fsync off, which only a crash of
 * PostgreSQL or of the machine could show: scripts/pg-cluster.sh), so an order lost here is
 * one the server answered 201 before it was committed.
 */
import { describeKillRestart } from '#tests/durability/kill-restart-scenario';
import { databaseUrl } from '../pg-server';

describeKillRestart({
  database: 'PostgreSQL',
  env: () => ({
    DATABASE_URL: databaseUrl(),
    RATE_LIMIT_AUTH: '0',
    RATE_LIMIT_READS: '0',
    SECRET: 'durability-test-secret-0123456789',
  }),
});
