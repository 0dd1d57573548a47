/** Copies of the seeded demo shop (scripts/seeded-template.ts) for tests, each a PGlite directory of its own. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../server/db/connect';
import { ensureSeededTemplate, scratchDir } from '../../scripts/seeded-template';

export { ensureSeededTemplate };

/** A new copy of the seeded demo shop, without a server; closing it deletes the copy. */
export async function seededDatabase(): Promise<Database> {
  const template = await ensureSeededTemplate();
  const dataDir = mkdtempSync(path.join(scratchDir(), 'statefront-test-db-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  let database: Database;
  try {
    cpSync(template, dataDir, { recursive: true });
    database = await openDatabase({ dataDir });
  } catch (error) {
    remove();
    throw error;
  }
  // A test may close the client itself (a database that stops answering): then only the copy goes.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  let closed: Promise<void> | undefined;
  return {
    ...database,
    close: () => (closed ??= (client.closed ? Promise.resolve() : database.close()).finally(remove)),
  };
}
