/**
 * The seeded demo shop the tests copy, each copy a PGlite directory of its own.
 *
 * Migrating and seeding a new database takes seconds, and so does loading a dump of one
 * into memory (PGlite unpacks every file first). So the seeded shop is made once, as a
 * closed PGlite directory cached on disk under a key of what shapes it, and each test
 * database is a plain copy of that directory: PGlite then reads only the pages it needs.
 * `ensureSeededTemplate` runs in vitest's globalSetup (tests/support/global-setup.ts),
 * so parallel workers never both build it; a file run some other way builds it itself, and
 * the e2e server (scripts/e2e-server.ts) starts from a copy of it too.
 */
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/connect';
import { DEFAULT_PRODUCT_COUNT, seedIfEmpty } from '../server/seed';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = path.join(root, 'node_modules', '.cache', 'statefront-test-db');

/**
 * Where throwaway databases go: RAM-backed /dev/shm where the machine has one. A test
 * database is written, read and deleted within seconds; on disk, its writes and the delete
 * of its thousand-odd files were a visible share of the server tests' time.
 */
export function scratchDir(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

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

// `tsx scripts/seeded-template.ts` makes it ahead: `npm test` does, before the tests start,
// so it is a stage of its own in the summary rather than a pause in vitest's setup.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await ensureSeededTemplate();
