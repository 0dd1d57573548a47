/** The sorts on PostgreSQL: see tests/server/listing-sorts-suite.ts. */
import { describeListingSorts } from '../server/listing-sorts-suite';
import { startPgServer } from './pg-server';

describeListingSorts('PostgreSQL', async () => (await startPgServer()).server);
