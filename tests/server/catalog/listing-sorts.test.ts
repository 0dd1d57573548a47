/** The sorts on the embedded database (PGlite): see listing-sorts-suite.ts; tests/pg/catalog/ runs them on PostgreSQL. */
import { startTestServer } from '#tests/support/server';
import { describeListingSorts } from './listing-sorts-suite';

describeListingSorts('PGlite', () => startTestServer());
