/**
 * `npm run shop -- export` (decision 0037): the round trip. The fixture imported into one
 * empty shop and exported; that file imported into another empty shop gives the same
 * catalog (the product answers, field by field, and the listing), and exporting it again
 * gives the same file and the same photos.
 */
import { copyFileSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog } from '#server/catalog-import/export-catalog';
import { importCatalog } from '#server/catalog-import/import-catalog';
import { fixtureCsv, makeFixturePhotos } from '#scripts/catalog-fixture';
import { resetAndSeed } from '#server/seed';
import { ownShop, type OwnShop } from '#tests/support/own-shop';
import { call } from '../orders/support';

let first: OwnShop;
let second: OwnShop;
beforeAll(async () => {
  [first, second] = await Promise.all([ownShop(), ownShop()]);
  await makeFixturePhotos(first.dir);
});
afterAll(() => Promise.all([first?.close(), second?.close()]));

const SLUGS = ['block-print-cotton-kurta', 'canvas-tote-bag', 'festive-silk-dupatta'];

/** What a shopper is answered: each product, and the whole catalog's listing. */
async function answers(shop: OwnShop) {
  const products = await Promise.all(
    SLUGS.map(async (slug) => (await call(shop.server.url, 'GET', `/products/${slug}`)).body),
  );
  const listing = (
    await call(shop.server.url, 'POST', '/products', { body: { fk_category: 'all', limit: 9, page: 1 } })
  ).body;
  return { products, listing };
}

describe('export', () => {
  it('gives a file that imports into an empty shop as the same catalog, and exports as the same file', async () => {
    // The fixture beside the photos made for it.
    const copy = path.join(first.dir, 'shop.csv');
    copyFileSync(fixtureCsv('shop.csv'), copy);
    expect((await importCatalog(first.server.ctx.db, { file: copy, mediaDir: first.mediaDir })).products.created).toBe(
      4,
    );

    const once = path.join(first.dir, 'out', 'catalog.csv');
    const exported = await exportCatalog(first.server.ctx.db, { file: once, mediaDir: first.mediaDir });
    expect(exported).toMatchObject({ products: 4, rows: 10 });
    // The fixture's draft goes out as Shopify writes one, and comes back a draft (decision 0066).
    const draftRow = readFileSync(once, 'utf8')
      .split('\n')
      .find((line) => line.startsWith('winter-shawl-draft,'));
    expect(draftRow).toContain(',FALSE,draft,');

    const back = await importCatalog(second.server.ctx.db, { file: once, mediaDir: second.mediaDir });
    expect(back.problems.errors).toEqual([]);
    expect(back.products).toMatchObject({ created: 4, drafts: 1 });
    expect(await answers(second)).toEqual(await answers(first));

    const twice = path.join(second.dir, 'out', 'catalog.csv');
    await exportCatalog(second.server.ctx.db, { file: twice, mediaDir: second.mediaDir });
    expect(readFileSync(twice, 'utf8')).toBe(readFileSync(once, 'utf8'));
    const photos = (file: string) => readdirSync(path.join(path.dirname(file), 'catalog-photos')).sort();
    expect(photos(twice)).toEqual(photos(once));
    expect(photos(once)).toEqual(first.photos());
    for (const name of photos(once)) {
      expect(
        readFileSync(path.join(path.dirname(twice), 'catalog-photos', name)).equals(
          readFileSync(path.join(first.mediaDir, 'photos', name)),
        ),
      ).toBe(true);
    }
  });

  it("writes the demo's drawn pictures as WebP files the import takes", async () => {
    const demo = await ownShop();
    try {
      // The demo shop again (ownShop emptied its copy), with fewer products.
      await resetAndSeed(demo.server.ctx.db, { products: 50 });
      const file = path.join(demo.dir, 'demo.csv');
      const exported = await exportCatalog(demo.server.ctx.db, { file, mediaDir: demo.mediaDir });
      expect(exported.products).toBe(50);
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(/demo-photos\/[0-9a-f]{32}\.webp/);
      expect(text).not.toContain('.svg');
      const report = await importCatalog(second.server.ctx.db, { file, mediaDir: second.mediaDir, dryRun: true });
      expect(report.problems.errors).toEqual([]);
      expect(report.products.created).toBe(50);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
