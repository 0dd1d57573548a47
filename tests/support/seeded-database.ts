/**
 * Copies of the seeded demo shop for tests, each a PGlite directory of its own.
 *
 * Migrating and seeding a new database takes seconds, and so does loading a dump of one
 * into memory (PGlite unpacks every file first). So the seeded shop is made once, as a
 * closed PGlite directory cached on disk under a key of what shapes it, and each test
 * database is a plain copy of that directory: PGlite then reads only the pages it needs.
 * `ensureSeededTemplate` runs in vitest's globalSetup (tests/support/global-setup.ts),
 * so parallel workers never both build it; a file run some other way builds it itself.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../server/db/connect';
import { DEFAULT_PRODUCT_COUNT, seedIfEmpty } from '../../server/seed';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = path.join(root, 'node_modules', '.cache', 'statefront-test-db');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** Changes whenever anything that shapes the seeded database changes: the schema, its migrations, the seed, PGlite. */
function templateKey(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(root, 'server', 'db')),
    ...filesUnder(path.join(root, 'server', 'seed')),
    path.join(root, 'server', 'auth', 'password.ts'),
    path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
  ];
  for (const file of inputs) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 24);
}

/** The cached directory of the seeded shop (a DATA_DIR, closed and unlocked), made when missing. */
export async function ensureSeededTemplate(): Promise<string> {
  const template = path.join(cacheDir, templateKey());
  if (existsSync(template)) return template;
  // Made aside, then renamed into place: whoever reads the cache never sees half a directory.
  const partial = `${template}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: partial });
  try {
    // Always the default catalog: SEED_PRODUCTS in the environment must not change what tests see.
    await seedIfEmpty(database.db, { products: DEFAULT_PRODUCT_COUNT });
  } finally {
    await database.close();
  }
  try {
    renameSync(partial, template);
  } catch (error) {
    // Another process made it meanwhile: theirs is as good as ours.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  return template;
}

/** A new copy of the seeded demo shop, without a server; closing it deletes the copy. */
export async function seededDatabase(): Promise<Database> {
  const template = await ensureSeededTemplate();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'statefront-test-db-'));
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
