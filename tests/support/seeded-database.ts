/** Copies of the seeded demo shop (scripts/seeded-template.ts) for tests, each a PGlite directory of its own. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '#server/db/connect';
import { ensureSeededTemplate, scratchDir } from '#scripts/seeded-template';

export { ensureSeededTemplate };

/** A new copy of the seeded demo shop as a closed DATA_DIR, for a process or a command to open; `remove` deletes it. */
export async function seededDataDir(): Promise<{ dataDir: string; remove: () => void }> {
  const template = await ensureSeededTemplate();
  const dataDir = mkdtempSync(path.join(scratchDir(), 'statefront-test-db-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    cpSync(template, dataDir, { recursive: true });
  } catch (error) {
    remove();
    throw error;
  }
  return { dataDir, remove };
}

/** A new copy of the seeded demo shop, without a server; closing it deletes the copy. */
export async function seededDatabase(): Promise<Database> {
  const { dataDir, remove } = await seededDataDir();
  let database: Database;
  try {
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
