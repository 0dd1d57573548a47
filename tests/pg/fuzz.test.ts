/** Bad input, generated, on PostgreSQL: the suite of tests/fuzz/bad-input-suite.ts against the real cluster. */
import { startTestServer } from '../support/server';
import { describeBadInput, fuzzConfig } from '../fuzz/bad-input-suite';
import { databaseUrl } from './pg-server';

describeBadInput('PostgreSQL', () => startTestServer({ databaseUrl: databaseUrl(), config: fuzzConfig }));
