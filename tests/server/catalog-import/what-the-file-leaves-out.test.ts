/**
 * What a file leaves out, read the way Shopify's own import reads it: no stock column, stock by location, products
 * kept out of the shop (not checked), a price of 0; and stock sold since an export never put back on sale by the
 * export's file (decision 0047).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '#rules/texts';
import { products } from '#server/db/schema';
import { exportCatalog } from '#server/catalog-import/export-catalog';
import { importCatalog, type ImportOptions } from '#server/catalog-import/import-catalog';
import { reportText } from '#server/catalog-import/import-report';
import { byLine, problemText } from '#server/catalog-import/problems';
import { csvOf, ownShop, productRow, SHOPIFY_COLUMNS, type OwnShop } from '#tests/support/own-shop';
import { addToCart, call, cashOrder, newShopper } from '../orders/support';

let shop: OwnShop;
beforeAll(async () => {
  shop = await ownShop();
});
afterAll(() => shop?.close());

const file = (name: string, text: string) => {
  const at = path.join(shop.dir, name);
  writeFileSync(at, text);
  return at;
};
const importText = (name: string, text: string, options: Partial<ImportOptions> = {}) =>
  importCatalog(shop.server.ctx.db, { file: file(name, text), mediaDir: shop.mediaDir, ...options });
const product = async (slug: string) => (await call(shop.server.url, 'GET', `/products/${slug}`)).body.data;
type Answer = {
  variants: { variant_id: number; option_ids: number[]; stock: number }[];
  prod_options: { attrs_v: { int_glcode: number; var_title: string }[] }[];
};
/** Each variant's stock by its size. */
const stocks = async (slug: string) => {
  const answer = (await product(slug)) as Answer;
  const size = (id: number) => answer.prod_options[0]!.attrs_v.find((value) => value.int_glcode === id)!.var_title;
  return Object.fromEntries(answer.variants.map((variant) => [size(variant.option_ids[0]!), variant.stock]));
};
const sized = (handle: string, size: string, extra: Record<string, string> = {}) =>
  productRow(handle, { 'Option1 Name': 'Size', 'Option1 Value': size, 'Variant SKU': `${handle}-${size}`, ...extra });

describe('a file without a stock column', () => {
  it("keeps an existing variant's stock and gives a new one 0, with one warning naming the column", async () => {
    await importText('stocked.csv', csvOf([sized('no-stock', 'S', { 'Variant Inventory Qty': '7' })]));
    const without = SHOPIFY_COLUMNS.filter((column) => column !== 'Variant Inventory Qty');
    const rows = ['S', 'M', 'L'].map((size) => sized('no-stock', size, { Title: 'Renamed' }));
    const report = await importText('unstocked.csv', csvOf(rows, without));
    expect(report.problems.errors).toEqual([]);
    expect(report.problems.warnings.map(problemText)).toEqual([
      "line 1, Variant Inventory Qty: the file has no stock column: the shop keeps each variant's stock as it is, " +
        'and a new variant has 0',
    ]);
    expect(await stocks('no-stock')).toEqual({ S: 7, M: 0, L: 0 });
  });
});

describe('stock by location', () => {
  it('is the sum of the locations, an empty one and "not stocked" counting 0; a bad one named by its column', async () => {
    const columns = [...SHOPIFY_COLUMNS.filter((c) => c !== 'Variant Inventory Qty'), 'Inventory Available: Jaipur'];
    columns.push('Inventory Available: Delhi Store');
    const rows = [
      sized('by-place', 'S', { 'Inventory Available: Jaipur': '3', 'Inventory Available: Delhi Store': '4' }),
      sized('by-place', 'M', { 'Inventory Available: Jaipur': 'not stocked', 'Inventory Available: Delhi Store': '' }),
    ];
    const report = await importText('places.csv', csvOf(rows, columns));
    expect(report.problems.errors).toEqual([]);
    expect(report.ignoredColumns).not.toContain('Inventory Available: Jaipur');
    expect(await stocks('by-place')).toEqual({ S: 7, M: 0 });

    const bad = [sized('by-place-bad', 'S', { 'Inventory Available: Jaipur': '2.5' })];
    const refused = await importText('places-bad.csv', csvOf(bad, columns));
    expect(refused.problems.errors.map(problemText)).toEqual([
      'line 2, Inventory Available: Jaipur: 2.5 is not a whole number of units',
    ]);
  });
});

describe('products kept out of the shop', () => {
  it('archived, are not checked against its rules; a draft is kept unseen, or left out when the shop cannot take it', async () => {
    const rows = [
      productRow('kept-active'),
      productRow('kept-archived', { Status: 'archived', 'Variant Price': 'abc', Type: 'A > B > C > D' }),
      productRow('kept-draft', { Status: 'draft', 'Variant Inventory Qty': '-3' }),
      productRow('kept-hidden', { Published: 'FALSE', 'Option4 Name': '' }),
    ];
    const report = await importText('kept-out.csv', csvOf(rows));
    expect(report.problems.errors).toEqual([]);
    expect(report.products).toMatchObject({ created: 2, drafts: 2, archived: 1 });
    expect(reportText(report)).toContain(
      'Products: 2 new, 0 updated, 0 unchanged; 2 drafts, not shown to shoppers; not in the shop: 1 archived',
    );
    expect(report.problems.warnings.map(problemText)).toEqual([
      'line 4, Status: a draft the shop cannot keep (Variant Inventory Qty: -3 is below 0: a stock is 0 or more): left out',
    ]);
    expect((await call(shop.server.url, 'GET', '/products/kept-hidden')).status).toBe(404);
    expect((await call(shop.server.url, 'GET', '/products/kept-archived')).status).toBe(404);
  });
});

describe('a price of 0', () => {
  it('leaves the variant out, not for sale, with a warning; a product with no other is not in the shop', async () => {
    const rows = [
      sized('free-gift', 'S', { 'Variant Price': '0.00' }),
      sized('part-free', 'S', { 'Variant Price': '0' }),
      sized('part-free', 'M', { 'Variant Price': '450.00' }),
    ];
    const report = await importText('free.csv', csvOf(rows));
    expect(report.problems.errors).toEqual([]);
    expect(byLine(report.problems.warnings).map(problemText)).toEqual([
      'line 2, Variant Price: is 0: the variant is not for sale, so the shop leaves it out',
      'line 3, Variant Price: is 0: the variant is not for sale, so the shop leaves it out',
    ]);
    expect(report.products).toMatchObject({ created: 1, notForSale: 1 });
    expect(reportText(report)).toContain('not in the shop: 1 priced 0 (not for sale)');
    expect(await stocks('part-free')).toEqual({ M: 5 });
  });
});

describe("an export's file imported again", () => {
  it("never puts back on sale what sold since the export; --set-stock does, and a file from elsewhere keeps the shop's", async () => {
    await importText('sale.csv', csvOf([sized('sale-kurta', 'S'), sized('sale-kurta', 'M')]));
    const exported = path.join(shop.dir, 'sale-export.csv');
    await exportCatalog(shop.server.ctx.db, { file: exported, mediaDir: shop.mediaDir });
    const records = parse(readFileSync(exported, 'utf8'), { columns: true }) as Record<string, string>[];
    const mine = records.filter((record) => record.Handle === 'sale-kurta');
    expect(mine.map((record) => [record['Variant Inventory Qty'], record['Stock At Export']])).toEqual([
      ['5', '5'],
      ['5', '5'],
    ]);

    // Two of S sell after the export; the owner changes the title and sets M to 9 in her spreadsheet.
    const buyer = await newShopper(shop.server.url);
    const answer = (await product('sale-kurta')) as Answer & { int_glcode: number };
    const sizeS = answer.prod_options[0]!.attrs_v.find((value) => value.var_title === 'S')!.int_glcode;
    const small = answer.variants.find((variant) => variant.option_ids.includes(sizeS))!;
    const pick = { productId: answer.int_glcode, variantId: small.variant_id, title: '', price: 0, sellingPrice: 0 };
    await addToCart(shop.server.url, buyer, pick, 2);
    expect(
      (await call(shop.server.url, 'POST', '/orders', { token: buyer.token, body: cashOrder(buyer) })).status,
    ).toBe(201);
    const changed = mine.map((record) => ({
      ...record,
      Title: record.Title ? 'Sale Kurta, renamed' : '',
      'Variant Inventory Qty': record['Option1 Value'] === 'M' ? '9' : record['Variant Inventory Qty']!,
    }));
    const columns = Object.keys(records[0]!);
    const report = await importText('sale-changed.csv', csvOf(changed, columns));
    expect(report.products).toMatchObject({ updated: 1 });
    expect(await stocks('sale-kurta')).toEqual({ S: 3, M: 9 });
    expect(reportText(report)).toContain(
      'Stock kept as the shop has it for 1 variant (sold or set since the export, or the file is not one of its ' +
        "exports; --set-stock gives the file's):\n  line 2, sale-kurta-S: 3 in the shop, 5 in the file, 5 at the export",
    );

    // The same file with --set-stock: the owner's figure, whatever sold.
    await importText('sale-changed.csv', csvOf(changed, columns), { setStock: true });
    expect(await stocks('sale-kurta')).toEqual({ S: 5, M: 9 });

    // A file from elsewhere (no Stock At Export) names stock the shop keeps, and says so.
    const elsewhere = await importText(
      'elsewhere.csv',
      csvOf([sized('sale-kurta', 'S', { 'Variant Inventory Qty': '1' })]),
    );
    expect(elsewhere.stockKept).toEqual([{ line: 2, sku: 'sale-kurta-S', file: 1, shop: 5, atExport: null }]);
  });
});

describe('an HSN code', () => {
  const hsnOf = async (slug: string) =>
    (await shop.server.ctx.db.select({ hsn: products.hsn }).from(products).where(eq(products.slug, slug)))[0]?.hsn;

  it('is read with its spaces and dots, kept when the file has no HSN column, empty for the default, each said', async () => {
    const given = await importText(
      'hsn.csv',
      csvOf([productRow('hsn-saree', { HSN: '5007.20 10' }), productRow('hsn-blank', { HSN: '' })]),
    );
    expect(given.problems.errors).toEqual([]);
    expect(given.problems.warnings.map(problemText)).toEqual([
      "line 3, HSN: is empty: the product is taxed at the shop's default HSN",
    ]);
    expect([await hsnOf('hsn-saree'), await hsnOf('hsn-blank')]).toEqual(['50072010', null]);

    const without = SHOPIFY_COLUMNS.filter((column) => column !== 'HSN');
    const rows = [productRow('hsn-saree', { Title: 'Renamed saree' }), productRow('hsn-new')];
    const report = await importText('no-hsn.csv', csvOf(rows, without));
    expect(report.problems.warnings.map(problemText)).toEqual([
      "line 1, HSN: the file has no HSN column: a product keeps its HSN code, and a new one is taxed at the shop's " +
        'default HSN (settings, gst.default_hsn)',
    ]);
    expect([await hsnOf('hsn-saree'), await hsnOf('hsn-new')]).toEqual(['50072010', null]);
  });

  it('of other than 4, 6 or 8 digits is refused in words, and nothing is written', async () => {
    const report = await importText('bad-hsn.csv', csvOf([productRow('hsn-wrong', { HSN: '62044' })]));
    expect(report.problems.errors.map(problemText)).toEqual([`line 2, HSN: "62044": ${texts.gst.hsn}`]);
    expect(await hsnOf('hsn-wrong')).toBeUndefined();
  });
});
