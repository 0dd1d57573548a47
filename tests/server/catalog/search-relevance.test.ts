/** The relevance set on PGlite: see search-relevance-suite.ts; tests/pg/catalog/search-relevance.test.ts runs it on PostgreSQL. */
import { startTestServer } from '#tests/support/server';
import { describeSearchRelevance } from './search-relevance-suite';

describeSearchRelevance('PGlite', () => startTestServer());
