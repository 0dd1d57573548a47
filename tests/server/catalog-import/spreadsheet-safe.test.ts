/**
 * An export is safe to open in a spreadsheet (OWASP's CSV injection): a cell that would
 * start a formula is written behind an apostrophe, and the import takes it off, so the
 * round trip stays exact.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products, variants } from '#server/db/schema';
import { exportCatalog } from '#server/catalog-import/export-catalog';
import { importCatalog } from '#server/catalog-import/import-catalog';
import { fromSpreadsheetCell, toSpreadsheetCell } from '#server/catalog-import/spreadsheet-safe';
import { fixtureCsv, makeFixturePhotos } from '#scripts/catalog-fixture';
import { ownShop, type OwnShop } from '#tests/support/own-shop';

describe('a spreadsheet cell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98', "'+91 98"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ["'=1+1", "''=1+1"],
    ["''@x", "'''@x"],
  ])('%j is written %j and read back', (value, written) => {
    expect(toSpreadsheetCell(value)).toBe(written);
    expect(fromSpreadsheetCell(written)).toBe(value);
  });

  it.each(['Kurta', "'quoted'", "O'Neil", 'a=b', '', '1499.00'])('%j is written as it is', (value) => {
    expect(toSpreadsheetCell(value)).toBe(value);
    expect(fromSpreadsheetCell(value)).toBe(value);
  });
});

let first: OwnShop;
let second: OwnShop;
beforeAll(async () => {
  [first, second] = await Promise.all([ownShop(), ownShop()]);
  await makeFixturePhotos(first.dir);
});
afterAll(() => Promise.all([first?.close(), second?.close()]));

describe('an export with formula-like text', () => {
  it('writes each such cell behind an apostrophe, and imports back to the same text', async () => {
    const copy = path.join(first.dir, 'shop.csv');
    copyFileSync(fixtureCsv('shop.csv'), copy);
    await importCatalog(first.server.ctx.db, { file: copy, mediaDir: first.mediaDir });
    const db = first.server.ctx.db;
    const title = '=HYPERLINK("http://example.com/x","open")';
    const [product] = await db
      .update(products)
      .set({ title })
      .where(eq(products.slug, 'canvas-tote-bag'))
      .returning({ id: products.id, brandId: products.brandId });
    await db.update(brands).set({ title: '@SUM(1+1)' }).where(eq(brands.id, product!.brandId!));
    await db.update(products).set({ title: "'=already quoted" }).where(eq(products.slug, 'festive-silk-dupatta'));
    const [one] = await db
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, product!.id))
      .limit(1);
    await db.update(variants).set({ sku: '-TOTE-1' }).where(eq(variants.id, one!.id));

    const file = path.join(first.dir, 'out', 'catalog.csv');
    await exportCatalog(db, { file, mediaDir: first.mediaDir });
    const rows: Record<string, string>[] = parse(readFileSync(file, 'utf8'), { columns: true });
    const cells = rows.flatMap((row) => Object.values(row));
    expect(cells).toContain(`'${title}`);
    expect(cells).toContain("'@SUM(1+1)");
    expect(cells).toContain("''=already quoted");
    expect(cells).toContain("'-TOTE-1");
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);

    const back = await importCatalog(second.server.ctx.db, { file, mediaDir: second.mediaDir });
    expect(back.problems.errors).toEqual([]);
    const read = async (slug: string) =>
      (await second.server.ctx.db.select().from(products).where(eq(products.slug, slug)))[0]!;
    const tote = await read('canvas-tote-bag');
    expect(tote.title).toBe(title);
    expect((await read('festive-silk-dupatta')).title).toBe("'=already quoted");
    const [brand] = await second.server.ctx.db.select().from(brands).where(eq(brands.id, tote.brandId!));
    expect(brand!.title).toBe('@SUM(1+1)');
    const skus = await second.server.ctx.db
      .select({ sku: variants.sku })
      .from(variants)
      .where(eq(variants.productId, tote.id));
    expect(skus.map((v) => v.sku)).toContain('-TOTE-1');
  });
});
