/**
 * An import seen by a running server at once (decision 0037): the server and the operator's
 * command are two processes on one PostgreSQL; the server's cached answers (a search and
 * its suggestions) follow the import within a second of its commit,
 * carried by the catalog tables' NOTIFY, and the photos are served from the database both
 * share (decision 0042). The file's products are the test's own (a random word in their
 * handles and titles).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { makeFixturePhotos } from '#scripts/catalog-fixture';
import { importCatalog } from '#server/catalog-import/import-catalog';
import { openDatabase } from '#server/db/connect';
import { DEFAULT_PRODUCT_COUNT } from '#server/seed';
import { csvOf, productRow } from '#tests/support/own-shop';
import { blockedBehind } from '../blocked-behind';
import { databaseUrl } from '../pg-server';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'statefront-pg-import-'));
const mediaDir = path.join(dir, 'media');
let server: ServerProcess;

beforeAll(async () => {
  const env = {
    DATABASE_URL: databaseUrl(),
    MEDIA_DIR: mediaDir,
    RATE_LIMIT_READS: '0',
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: String(DEFAULT_PRODUCT_COUNT),
  };
  server = await spawnServer({ env, readyTimeoutMs: 180_000 });
  await makeFixturePhotos(dir);
}, 200_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (url: string) => (await fetch(`${server.url}/api/v1${url}`)).json() as Promise<{ data: unknown }>;

describe('an import on PostgreSQL', () => {
  it('is seen by a running server within a second of the command ending, its photo served', async () => {
    const word = `zq${randomUUID().slice(0, 6)}`;
    const handle = `${word}-kurta`;
    const suggestions = async () =>
      ((await get(`/product-search/${word}`)).data as { var_slug: string }[]).map((card) => card.var_slug);
    const found = async () => {
      const response = await fetch(`${server.url}/api/v1/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ search: word, as_typed: true }),
      });
      return ((await response.json()) as { products: { var_slug: string }[] }).products.map((card) => card.var_slug);
    };
    // The server keeps these answers (no product has the word yet).
    for (let i = 0; i < 2; i++) {
      expect(await suggestions()).toEqual([]);
      expect(await found()).toEqual([]);
    }

    const file = path.join(dir, `${word}.csv`);
    writeFileSync(
      file,
      csvOf([
        productRow(handle, {
          Title: `Kurta ${word}`,
          Type: `Imports ${word} > Kurtas`,
          'Image Src': 'photos/kurta-navy.jpg',
        }),
      ]),
    );
    const imported = await execFileAsync(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', 'import', file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl(), MEDIA_DIR: mediaDir },
      timeout: 120_000,
    });
    expect(imported.stdout).toContain('Products: 1 new');

    const deadline = Date.now() + 1_000;
    let seen = [await suggestions(), await found()];
    while (seen.some((slugs) => slugs.length === 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = [await suggestions(), await found()];
    }
    expect(seen).toEqual([[handle], [handle]]);

    const product = (await get(`/products/${handle}`)).data as { var_image: string; category: { var_title: string } };
    expect(product.category.var_title).toBe(`Imports ${word}`);
    const photo = await fetch(`${server.url}${product.var_image.replace('.jpg', '.w320.webp')}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  }, 200_000);
});

describe('two imports at once on PostgreSQL', () => {
  it('both bring in their products when each makes the same new brand and tag', async () => {
    const word = `zq${randomUUID().slice(0, 6)}`;
    const files = ['a', 'b'].map((side) => {
      const file = path.join(dir, `${word}-${side}.csv`);
      writeFileSync(
        file,
        csvOf([productRow(`${word}-${side}`, { Vendor: `Looms ${word}`, Tags: `Woven ${word}`, 'Image Src': '' })]),
      );
      return file;
    });
    // The imports' sessions carry a name of their own: the lock below on the whole table stops other files' too.
    const importsUrl = new URL(databaseUrl());
    importsUrl.searchParams.set('application_name', word);
    const database = await openDatabase({ databaseUrl: importsUrl.toString() });
    // The brands table held while both imports come to it: let go, one makes the brand and the tag, the other meets them.
    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table brands in exclusive mode');
      const imports = files.map((file) => importCatalog(database.db, { file, mediaDir }));
      const deadline = Date.now() + 30_000;
      while ((await blockedBehind(holder, word)) < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await blockedBehind(holder, word)).toBe(2);
      await holder.query('commit');
      const reports = await Promise.all(imports);
      expect(reports.map((report) => [report.problems.errorCount, report.products.created])).toEqual([
        [0, 1],
        [0, 1],
      ]);
      const { rows } = await holder.query<{ brands: number; brand_of_both: number }>(
        `select (select count(*)::int from brands where title = $1) as brands,
                (select count(distinct brand_id)::int from products where slug = any($2)) as brand_of_both`,
        [`Looms ${word}`, [`${word}-a`, `${word}-b`]],
      );
      expect(rows[0]).toEqual({ brands: 1, brand_of_both: 1 });
    } finally {
      await holder.end();
      await database.close();
    }
  }, 120_000);
});
