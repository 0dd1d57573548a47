/**
 * The e2e server's database as its first test finds it: a copy of the seeded shop, the tests' own products and the
 * imported kurta (scripts/e2e-fixtures.ts), in a closed PGlite directory with its photos beside it.
 *
 * `npm test` makes it beside vitest, where E2E_DATA_MADE names (scripts/e2e-prebuild.ts), so the browser stage's
 * server only copies it: making the products and the import were half of that server's start, and every test waits
 * for it. Made for that one run and removed after it, never cached across runs: it holds what the server's own import
 * code wrote, and a copy kept from an older tree would be tested in place of this one's.
 */
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db/connect';
import { importFixtureProduct, makeFixtureProducts } from './e2e-fixtures';
import { ensureSeededTemplate } from './seeded-template';

/**
 * Products the tests may claim as their own (POST /__e2e/product): enough for the full tier, where each cart replay
 * path takes four, each order path two, and each checkout path one (about 600 in all).
 */
export const E2E_FIXTURE_PRODUCTS = 900;

/** Where a data directory's photos are kept. */
export const mediaDirOf = (dataDir: string) => path.join(dataDir, 'media');

/** Fills `dataDir` (absent or empty) with the e2e shop; its photos go in `<dataDir>/media`. */
export async function makeE2eData(dataDir: string, fixtureProducts: number): Promise<void> {
  cpSync(await ensureSeededTemplate(), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    await makeFixtureProducts(database.db, fixtureProducts);
    await importFixtureProduct(database.db, path.join(dataDir, 'catalog-fixture'), mediaDirOf(dataDir));
  } finally {
    await database.close();
  }
}

/** Made aside, then renamed into place, as the seeded shop is: the server never copies half a directory. */
export async function makeE2eDataAhead(dataDir: string): Promise<void> {
  const partial = `${dataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await makeE2eData(partial, E2E_FIXTURE_PRODUCTS);
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
}

/** A copy of the data E2E_DATA_MADE names when it is there, else made here. */
export async function e2eData(dataDir: string, fixtureProducts: number): Promise<void> {
  const made = process.env.E2E_DATA_MADE;
  if (made && fixtureProducts === E2E_FIXTURE_PRODUCTS && existsSync(made)) cpSync(made, dataDir, { recursive: true });
  else await makeE2eData(dataDir, fixtureProducts);
}
