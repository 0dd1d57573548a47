/** The relevance set on PostgreSQL: see tests/server/search-relevance-suite.ts. */
import { describeSearchRelevance } from '../server/search-relevance-suite';
import { startPgServer } from './pg-server';

describeSearchRelevance('PostgreSQL', async () => (await startPgServer()).server);
