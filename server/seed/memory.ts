/**
 * Fresh in-memory copies of the seeded demo shop, for tests that start many servers.
 * The first call in a process migrates and seeds once and keeps a dump; every call
 * then loads that dump, which skips initdb, migrations and seeding.
 */
import { MEMORY, openDatabase, type Database } from '../db/connect';
import { seedIfEmpty } from '.';

let template: Promise<Blob> | undefined;

export async function openSeededMemoryDatabase(): Promise<Database> {
  template ??= buildTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return openDatabase({ dataDir: MEMORY, initialDump: await template });
}

async function buildTemplate(): Promise<Blob> {
  const database = await openDatabase({ dataDir: MEMORY });
  try {
    await seedIfEmpty(database.db);
    if (!database.dump) throw new Error('an in-memory database can always be dumped');
    return await database.dump();
  } finally {
    await database.close();
  }
}
