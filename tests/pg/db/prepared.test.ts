/** Named prepared statements on PostgreSQL's pool (decision 0017). */
import { describe } from 'vitest';
import { openDatabase } from '#server/db/connect';
import { preparedStatementCases } from '#tests/support/prepared-cases';
import { databaseUrl } from '../pg-server';

describe('queryPrepared on PostgreSQL', () => {
  preparedStatementCases(() => openDatabase({ databaseUrl: databaseUrl() }));
});
