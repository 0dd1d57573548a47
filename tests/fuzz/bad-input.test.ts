/**
 * Bad input, generated, on the embedded database (PGlite): see bad-input-suite.ts.
 * The same suite runs on PostgreSQL in tests/pg/http/fuzz.test.ts.
 */
import { startTestServer } from '../support/server';
import { describeBadInput, fuzzConfig } from './bad-input-suite';

describeBadInput(
  'PGlite',
  () => startTestServer({ config: fuzzConfig }),
  'npx vitest run tests/fuzz/bad-input.test.ts',
);
