/** The sorts on PostgreSQL: see tests/server/catalog/listing-sorts-suite.ts. */
import { describeListingSorts } from '#tests/server/catalog/listing-sorts-suite';
import { startPgServer } from '../pg-server';

describeListingSorts('PostgreSQL', async () => (await startPgServer()).server);
