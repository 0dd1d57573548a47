/** The relevance set on PostgreSQL: see tests/server/catalog/search-relevance-suite.ts. */
import { describeSearchRelevance } from '#tests/server/catalog/search-relevance-suite';
import { startPgServer } from '../pg-server';

describeSearchRelevance('PostgreSQL', async () => (await startPgServer()).server);
