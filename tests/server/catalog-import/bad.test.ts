/**
 * What the import refuses, and what it reads though it is not plain UTF-8 (decision 0037):
 * each bad input is a line of the report naming its line and column, nothing is written (no
 * product, no photo) and nothing crashes. The fixture bad.csv holds one of each row-level
 * problem; the files below are made from the fixture shop.csv or from rows of their own.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog, type ImportOptions } from '#server/catalog-import/import-catalog';
import { byLine, problemText } from '#server/catalog-import/problems';
import { limits } from '#rules/limits';
import { fixtureCsv, makeFixturePhotos } from '#scripts/catalog-fixture';
import { csvOf, ownShop, productRow, SHOPIFY_COLUMNS, type OwnShop } from '#tests/support/own-shop';

let shop: OwnShop;
beforeAll(async () => {
  shop = await ownShop();
  await makeFixturePhotos(shop.dir);
});
afterAll(() => shop?.close());

let files = 0;
/** A file of the test's own in the shop's folder (beside the fixture photos). */
function file(content: string | Buffer): string {
  const name = path.join(shop.dir, `bad-${++files}.csv`);
  writeFileSync(name, content);
  return name;
}

const productCount = async () =>
  (await shop.server.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows[0]!.n;

/** Imports for real and answers the report's errors as the operator reads them, after checking that nothing was written. */
async function refused(name: string, options: Partial<ImportOptions> = {}): Promise<string[]> {
  const [products, photos] = [await productCount(), shop.photos()];
  const report = await importCatalog(shop.server.ctx.db, { file: name, mediaDir: shop.mediaDir, ...options });
  expect(report.written).toBe(false);
  expect(await productCount()).toBe(products);
  expect(shop.photos()).toEqual(photos);
  expect(
    existsSync(shop.mediaDir) ? readdirSync(shop.mediaDir).filter((name) => name.startsWith('incoming-')) : [],
  ).toEqual([]);
  return byLine(report.problems.errors).map(problemText);
}

describe('the fixture bad.csv', () => {
  it('is refused whole, each problem a line of its own', async () => {
    const badCsv = file(readFileSync(fixtureCsv('bad.csv')));
    expect(await refused(badCsv)).toEqual([
      'line 3, Title: "Silk Saree" differs from "Cotton Saree" on line 2: one Handle is one product',
      'line 4, Variant Inventory Qty: -4 is below 0: a stock is 0 or more',
      'line 5, Variant Inventory Qty: 2.5 is not a whole number of units',
      'line 7, Variant Price: "-5.00" is below 0',
      `line 8, Variant Price: 150000.00 is above the shop's highest price, ${limits.priceMax}`,
      'line 9, Variant Price: "abc" is not a price (write it as 1299 or 1299.50)',
      `line 10, Option4 Name: the shop takes at most ${limits.optionsPerProduct} options a product`,
      `line 10, Option4 Value: the shop takes at most ${limits.optionsPerProduct} options a product`,
      'line 11, Image Src: "photos/not-a-photo.jpg" is not a picture: the shop takes JPEG, PNG or WebP',
      'line 12, Image Src: "photos/huge.png" is 50,000 × 50,000 pixels: the shop takes photos of up to 40 megapixels',
      'line 13, Image Src: "../outside.jpg" goes up a folder (..): photos are read from the CSV\'s folder and the folders in it',
    ]);
  });
});

describe('files of other encodings and line ends', () => {
  const shopCsv = () => readFileSync(fixtureCsv('shop.csv'), 'utf8');
  const crlf = (text: string) => text.replace(/\n/g, '\r\n');
  const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

  it.each([
    [
      'UTF-8 with a BOM and Windows line ends',
      () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(crlf(shopCsv()))]),
      'UTF-8, with a BOM',
    ],
    [
      'UTF-16 little-endian with a BOM and Windows line ends',
      () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(crlf(shopCsv()), 'utf16le')]),
      'UTF-16 (little-endian), with a BOM',
    ],
    [
      'UTF-16 big-endian with a BOM',
      () => Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(shopCsv())]),
      'UTF-16 (big-endian), with a BOM',
    ],
    ['UTF-16 little-endian without a BOM', () => Buffer.from(shopCsv(), 'utf16le'), 'UTF-16 (little-endian)'],
    ['old Mac line ends (CR)', () => Buffer.from(shopCsv().replace(/\n/g, '\r')), 'UTF-8'],
  ])('reads %s as the shop.csv it holds', async (_name, bytes, encoding) => {
    const report = await importCatalog(shop.server.ctx.db, {
      file: file(bytes()),
      mediaDir: shop.mediaDir,
      dryRun: true,
    });
    expect(report.problems.errors).toEqual([]);
    expect(report.encoding).toBe(encoding);
    expect(report.products).toMatchObject({ created: 4, drafts: 1 });
    // The lines are counted as written: the description's warning is on line 10 whatever the line ends, the draft's on 12.
    expect(report.problems.warnings.map((warning) => warning.line).sort()).toEqual([10, 12]);
  });

  it('refuses a file that is not UTF-8 (an Excel "CSV" in Windows-1252), saying how to save it', async () => {
    const latin1 = Buffer.from(csvOf([productRow('cafe', { Title: 'Café au lait' })]), 'latin1');
    expect(await refused(file(latin1))).toEqual([
      'line 1: the file is not UTF-8 text at or after this line (an Excel "CSV" is often ' +
        'Windows-1252): save it as "CSV UTF-8" and import it again',
    ]);
  });

  it('stops at a quote never closed, naming the row it opens in', async () => {
    const text = `${csvOf([productRow('quoted-1')])}quoted-2,"Never closed,Test Looms\n`;
    expect(await refused(file(text))).toEqual([
      'line 3: a quote opened in this row is never closed; the rest of the file was not read',
    ]);
  });
});

describe('a header', () => {
  it.each(['Handle', 'Title'])('without %s is refused at line 1', async (missing) => {
    const columns = SHOPIFY_COLUMNS.filter((column) => column !== missing);
    expect(await refused(file(csvOf([productRow('headless')], columns)))).toEqual([
      `line 1: the header has no ${missing} column: is this Shopify's product CSV?`,
    ]);
  });
});

describe('a product', () => {
  it(`with more than ${limits.variantsPerProduct} variants is refused at the one too many`, async () => {
    const rows = Array.from({ length: limits.variantsPerProduct + 1 }, (_, i) =>
      productRow('many-variants', {
        'Option1 Name': 'Size',
        'Option1 Value': `${i + 1}`,
        'Variant SKU': `many-${i + 1}`,
      }),
    );
    expect(await refused(file(csvOf(rows)))).toEqual([
      `line ${limits.variantsPerProduct + 2}, Variant SKU: the product has more than ` +
        `${limits.variantsPerProduct} variants, the most the shop takes`,
    ]);
  });

  it('whose rows are not together, or whose SKU is given twice, is refused', async () => {
    const rows = [
      productRow('apart-a'),
      productRow('apart-b', { 'Variant SKU': 'apart-a-sku' }),
      productRow('apart-a', { 'Variant SKU': 'apart-a-2' }),
    ];
    expect(await refused(file(csvOf(rows)))).toEqual([
      'line 3, Variant SKU: "apart-a-sku" is also on line 2',
      'line 4, Handle: "apart-a" started on line 2 and other products came between: keep a product\'s rows together',
    ]);
  });

  it('with a photo by absolute path, another scheme, or an address that is not one is refused', async () => {
    const rows = [
      productRow('abs-path', { 'Image Src': '/etc/hostname' }),
      productRow('file-scheme', { 'Image Src': 'file:///etc/hostname' }),
      productRow('web-photo', { 'Image Src': 'https://exa mple.com/kurta.jpg' }),
    ];
    expect(await refused(file(csvOf(rows)))).toEqual([
      'line 2, Image Src: "/etc/hostname" is an absolute path: give the path from the CSV\'s folder',
      'line 3, Image Src: "file:///etc/hostname" is neither a path nor an http(s) address',
      'line 4, Image Src: "https://exa mple.com/kurta.jpg" is not a valid address',
    ]);
  });
});

describe('a photo in a folder', () => {
  it("reached through a link out of the CSV's folder is refused", async () => {
    const { symlinkSync } = await import('node:fs');
    mkdirSync(path.join(shop.dir, 'linked'), { recursive: true });
    symlinkSync('/etc', path.join(shop.dir, 'linked', 'out'));
    expect(await refused(file(csvOf([productRow('linked-photo', { 'Image Src': 'linked/out/hostname' })])))).toEqual([
      'line 2, Image Src: "linked/out/hostname" leads out of the CSV\'s folder (a link)',
    ]);
  });
});
