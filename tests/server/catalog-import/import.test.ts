/**
 * `npm run shop -- import` (decision 0037), against a real server over an emptied shop: the
 * fixture (colour × size variants with photos, a product with no option, a description to
 * clean, a draft) as the product answers show it, its photos as served, and importing it
 * again changing nothing; a changed file updating products in place, carts and orders
 * included; --prune; search and the shoppers waiting for a sold-out option following it.
 * The bad inputs are tests/server/catalog-import/bad.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog } from '#server/catalog-import/export-catalog';
import { importCatalog } from '#server/catalog-import/import-catalog';
import { NEUTRAL_SWATCH } from '#server/catalog-import/colours';
import { byLine, problemText } from '#server/catalog-import/problems';
import { mailOutbox, products } from '#server/db/schema';
import { limits } from '#rules/limits';
import { MEDIA_CACHE_CONTROL } from '#server/media/routes';
import { fixtureCsv, makeFixturePhotos } from '#scripts/catalog-fixture';
import { csvOf, ownShop, productRow, SHOPIFY_COLUMNS, type OwnShop } from '#tests/support/own-shop';
import { addToCart, call, cashOrder, newShopper } from '../orders/support';

let shop: OwnShop;
beforeAll(async () => {
  shop = await ownShop();
  await makeFixturePhotos(shop.dir);
});
afterAll(() => shop?.close());

const importFile = (file: string, options: { dryRun?: boolean; prune?: boolean } = {}) =>
  importCatalog(shop.server.ctx.db, { file, mediaDir: shop.mediaDir, ...options });

/** A CSV of the test's own in the shop's folder, beside the fixture photos. */
function csvFile(name: string, text: string): string {
  const file = path.join(shop.dir, name);
  writeFileSync(file, text);
  return file;
}

const product = async (slug: string) => call(shop.server.url, 'GET', `/products/${slug}`);

describe('importing the fixture', () => {
  it(
    'makes its products, options, prices and photos, cleans its description, keeps the draft ' +
      'from shoppers; the same file again is unchanged',
    async () => {
      const file = csvFile('shop.csv', readFileSync(fixtureCsv('shop.csv'), 'utf8'));
      const report = await importFile(file);
      expect(report.problems.errors).toEqual([]);
      expect(report.products).toEqual({
        created: 4,
        updated: 0,
        unchanged: 0,
        removed: 0,
        drafts: 1,
        archived: 0,
        notForSale: 0,
      });
      expect(report.photos).toEqual({ new: 4, kept: 0, toFetch: 0, leftOut: 0 });
      expect(report.written).toBe(true);
      expect(report.ignoredColumns).toEqual(
        expect.arrayContaining(['Variant Grams', 'Gift Card', 'Variant Weight Unit']),
      );
      expect(report.ignoredColumns).not.toContain('Variant Price');
      expect(byLine(report.problems.warnings).map(problemText)).toEqual([
        expect.stringMatching(/^line 10, Body \(HTML\): held what the shop does not show/),
        // The draft is kept, so it is read as any product is.
        "line 12, HSN: is empty: the product is taxed at the shop's default HSN",
      ]);
      expect(shop.photos()).toHaveLength(4);

      const kurta = (await product('block-print-cotton-kurta')).body.data;
      expect(kurta).toMatchObject({
        var_title: 'Block Print Cotton Kurta',
        var_price: 1999,
        var_offer: 25,
        default_variant: { selling_price: 1499, price: 1999, stock: 12 },
        brand: { var_title: 'Jaipur Looms' },
        category: { var_title: 'Ethnic Wear', var_slug: 'ethnic-wear' },
        subcategory: { var_title: 'Kurtas & Suits', var_slug: 'kurtas-suits' },
        meta_title: 'Block Print Cotton Kurta | Jaipur Looms',
        meta_keywords: 'block print, cotton, summer',
      });
      expect(
        kurta.prod_options.map(
          (option: { var_attribute: string; attrs_v: { var_title: string; colorCode: string | null }[] }) => [
            option.var_attribute,
            option.attrs_v.map((value) => `${value.var_title}${value.colorCode ? ` ${value.colorCode}` : ''}`),
          ],
        ),
      ).toEqual([
        ['Colour', ['Navy #1f3a68', 'Mustard #d4a017']],
        ['Size', ['S', 'M', 'L']],
      ]);
      expect(kurta.variants).toHaveLength(6);
      // The Navy variants show the navy photo first, then the picture no variant owns (none here): the mustard one is Mustard's.
      expect(kurta.images).toHaveLength(1);
      expect(kurta.images[0]).toMatch(/^\/media\/photos\/[0-9a-f]{32}\.jpg$/);
      expect(kurta.var_image).toBe(kurta.images[0]);
      // A list's items stand as sentences in the short description, not run into one another.
      expect(kurta.var_short_description).toBe(
        'A straight kurta in hand block-printed cotton, cut long with side slits. 100% cotton, pre-washed. Natural dyes',
      );
      const mustard = kurta.prod_options[0].attrs_v[1].int_glcode;
      const medium = kurta.prod_options[1].attrs_v[1].int_glcode;
      const chosen = (
        await call(shop.server.url, 'POST', '/variant', {
          body: { fk_product: kurta.int_glcode, variant_ids: [mustard, medium] },
        })
      ).body.data;
      expect(chosen).toMatchObject({ selling_price: 1499, price: 1999, stock: 8 });
      expect(chosen.imgs).toHaveLength(1);
      expect(chosen.imgs[0]).not.toBe(kurta.images[0]);

      const tote = (await product('canvas-tote-bag')).body.data;
      expect(tote).toMatchObject({
        prod_options: [],
        var_offer: 0,
        default_variant: { selling_price: 799, price: 799, stock: 25 },
      });
      expect(tote.var_image).toMatch(/\.png$/);

      const dupatta = (await product('festive-silk-dupatta')).body.data;
      expect(dupatta.txt_description).toBe(
        '<p>A silk dupatta with a zari border.</p><p><a>Care guide</a> · <b>Dry clean only</b></p>',
      );
      expect(dupatta.txt_nutrition).toBe(dupatta.txt_description);
      expect(dupatta.var_short_description).toBe('A silk dupatta with a zari border. Care guide · Dry clean only');
      expect(dupatta.category).toMatchObject({ var_title: 'Dupattas' });
      expect(dupatta.subcategory).toMatchObject({ var_title: 'Dupattas' });
      expect(dupatta.prod_options[0].attrs_v.map((value: { var_title: string }) => value.var_title)).toEqual([
        'Maroon',
        'Teal',
      ]);

      expect((await product('winter-shawl-draft')).status).toBe(404);

      // Served as the drawn pictures are: WebP at the list's widths, kept a year.
      const raster = await fetch(`${shop.server.url}${kurta.images[0].replace('.jpg', '.w480.webp')}`);
      expect(raster.status).toBe(200);
      expect(raster.headers.get('content-type')).toBe('image/webp');
      expect(raster.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      const original = await fetch(`${shop.server.url}${kurta.images[0]}`);
      expect(original.headers.get('content-type')).toBe('image/jpeg');
      expect(
        Buffer.from(await original.arrayBuffer()).equals(readFileSync(path.join(shop.dir, 'photos', 'kurta-navy.jpg'))),
      ).toBe(true);
      expect((await fetch(`${shop.server.url}${kurta.images[0].replace('.jpg', '.w500.webp')}`)).status).toBe(404);

      const again = await importFile(file);
      expect(again.products).toEqual({
        created: 0,
        updated: 0,
        unchanged: 4,
        removed: 0,
        drafts: 1,
        archived: 0,
        notForSale: 0,
      });
      expect(again.photos).toEqual({ new: 0, kept: 4, toFetch: 0, leftOut: 0 });
      expect(again.written).toBe(false);
    },
  );
});

describe('the mapping', () => {
  it(
    "files a product without Type by Shopify's Product Category, else under Other; gives an " +
      "unknown colour a neutral swatch and no Vendor the shop's name, each with a warning",
    async () => {
      const columns = [...SHOPIFY_COLUMNS, 'Product Category'];
      const rows = [
        productRow('by-taxonomy', {
          Type: '',
          'Product Category': 'Apparel & Accessories > Clothing > Shirts & Tops > Blouses',
          'Option1 Name': 'Colour',
          'Option1 Value': 'Blorange',
        }),
        productRow('by-nothing', { Type: '', Vendor: '' }),
      ];
      const report = await importFile(csvFile('mapping.csv', csvOf(rows, columns)));
      expect(report.problems.errors).toEqual([]);
      expect(byLine(report.problems.warnings).map(problemText)).toEqual([
        'line 2, Option1 Value: "Blorange" is not a colour the shop knows: it gets a neutral swatch',
        'line 3, Type: is empty (and so is Product Category): the product is filed under "Other"',
        expect.stringMatching(/^line 3, Vendor: is empty: the product is filed under the shop's own name, ".+"$/),
      ]);
      const taxonomy = (await product('by-taxonomy')).body.data;
      expect(taxonomy).toMatchObject({
        category: { var_title: 'Apparel & Accessories' },
        subcategory: { var_title: 'Clothing' },
      });
      expect(taxonomy.prod_options[0].attrs_v[0]).toMatchObject({ var_title: 'Blorange', colorCode: NEUTRAL_SWATCH });
      const other = (await product('by-nothing')).body.data;
      expect(other).toMatchObject({ category: { var_title: 'Other' }, subcategory: { var_title: 'Other' } });
      const { rows: named } = await shop.server.ctx.db.execute<{ name: string }>(
        sql`select value->>'site_name' as name from site_content where key = 'company_details'`,
      );
      expect(other.brand.var_title).toBe(named[0]!.name);
    },
  );
});

describe("an owner's words", () => {
  it("keep each product's spelling of its options and their order: Color stays Color, second, with its swatches", async () => {
    const baby = (meses: string, color: string) =>
      productRow('baby-romper', {
        'Option1 Name': 'Meses',
        'Option1 Value': meses,
        'Option2 Name': 'Color',
        'Option2 Value': color,
        'Variant SKU': `romper-${meses}-${color}`,
      });
    const rows = [
      baby('3', 'Gris'),
      baby('6', 'rosado'),
      productRow('baby-cap', {
        'Option1 Name': 'Colour',
        'Option1 Value': 'gris',
        'Variant SKU': 'cap-gris',
      }),
      productRow('baby-cap', { 'Option1 Value': 'Rosado', 'Variant SKU': 'cap-rosado' }),
    ];
    const file = csvFile('words.csv', csvOf(rows));
    expect((await importFile(file)).problems.errors).toEqual([]);
    type Option = { var_attribute: string; attrs_v: { var_title: string; colorCode: string | null }[] };
    const options = async (slug: string) =>
      ((await product(slug)).body.data.prod_options as Option[]).map((option) => [
        option.var_attribute,
        option.attrs_v.map((value) => value.var_title),
      ]);
    expect(await options('baby-romper')).toEqual([
      ['Meses', ['3', '6']],
      ['Color', ['Gris', 'rosado']],
    ]);
    expect(await options('baby-cap')).toEqual([['Colour', ['gris', 'Rosado']]]);
    const romper = (await product('baby-romper')).body.data.prod_options as Option[];
    expect(romper[1]!.attrs_v.every((value) => value.colorCode !== null)).toBe(true);

    const exported = path.join(shop.dir, 'words-export.csv');
    await exportCatalog(shop.server.ctx.db, { file: exported, mediaDir: shop.mediaDir });
    const lines = readFileSync(exported, 'utf8').split('\n');
    const header = lines[0]!.split(',');
    const romperRows = lines.filter((line) => line.startsWith('baby-romper,')).map((line) => line.split(','));
    const at = (name: string) => header.indexOf(name);
    expect(romperRows.map((cells) => [cells[at('Option1 Name')], cells[at('Option2 Name')]])[0]).toEqual([
      'Meses',
      'Color',
    ]);
    expect(romperRows.map((cells) => cells[at('Option2 Value')])).toEqual(['Gris', 'rosado']);
    expect((await importFile(file)).products).toMatchObject({ unchanged: 2 });
  });
});

describe('a handle', () => {
  it(`of ${limits.slugMax} characters, as Shopify allows, imports and its page answers; one more is refused`, async () => {
    const longest = `${'long-handle-'.repeat(25)}abcde`.slice(0, limits.slugMax);
    const tooLong = `${longest}x`;
    const row = (handle: string) => productRow(handle, { Title: 'Long handled kurta' });
    const report = await importFile(csvFile('handles.csv', csvOf([row(longest), row(tooLong)])));
    expect(byLine(report.problems.errors).map(problemText)).toEqual([
      expect.stringMatching(
        '^line 3, Handle: "long-handle-.+" is not a handle: ' +
          `use lowercase letters, digits and hyphens, at most ${limits.slugMax} characters$`,
      ),
    ]);
    const accepted = await importFile(csvFile('handle.csv', csvOf([row(longest)])));
    expect(accepted.written).toBe(true);
    expect((await product(longest)).body.data).toMatchObject({ var_slug: longest, var_title: 'Long handled kurta' });
  });
});

describe('a description', () => {
  it('with only a style, class or id taken out imports without a warning; a script taken out is reported', async () => {
    const rows = [
      productRow('styled-words', {
        'Body (HTML)': '<p><span style="font-weight: bold" class="x">Soft</span> cotton</p>',
      }),
      productRow('scripted-words', { 'Body (HTML)': '<p style="color: red">Soft<script>alert(1)</script></p>' }),
    ];
    const report = await importFile(csvFile('descriptions.csv', csvOf(rows)));
    expect(report.problems.errors).toEqual([]);
    expect(report.problems.warnings.map(problemText)).toEqual([
      'line 3, Body (HTML): held what the shop does not show (a script, a frame, an event attribute, a javascript: link or a form): ' +
        'taken out',
    ]);
    expect((await product('styled-words')).body.data.txt_description).toBe('<p><span>Soft</span> cotton</p>');
  });
});

describe('a changed file', () => {
  const handle = 'changing-kurta';
  const variantRow = (size: string, price: string, extra: Record<string, string> = {}) =>
    productRow(handle, {
      'Option1 Name': 'Size',
      'Option1 Value': size,
      'Variant SKU': `${handle}-${size}`,
      'Variant Price': price,
      ...extra,
    });
  const ids = async () => {
    const answer = (await product(handle)).body.data;
    return Object.fromEntries(
      answer.variants.map((variant: { variant_id: number; option_ids: number[] }) => [
        answer.prod_options[0].attrs_v.find(
          (value: { int_glcode: number }) => value.int_glcode === variant.option_ids[0],
        ).var_title,
        variant.variant_id,
      ]),
    ) as Record<string, number>;
  };

  it(
    'updates the product by Handle and its variants by SKU: a cart keeps a kept variant, loses ' +
      'a dropped one, an order keeps its line',
    async () => {
      const first = await importFile(
        csvFile(
          'changing-1.csv',
          csvOf([variantRow('S', '900.00'), variantRow('M', '900.00'), variantRow('L', '900.00')]),
        ),
      );
      expect(first.products.created).toBe(1);
      const before = await ids();
      const productId = (await product(handle)).body.data.int_glcode;

      const shopper = await newShopper(shop.server.url);
      await addToCart(
        shop.server.url,
        shopper,
        { productId, variantId: before.L!, title: '', price: 0, sellingPrice: 0 },
        1,
      );
      const buyer = await newShopper(shop.server.url);
      await addToCart(
        shop.server.url,
        buyer,
        { productId, variantId: before.M!, title: '', price: 0, sellingPrice: 0 },
        1,
      );
      await addToCart(
        shop.server.url,
        shopper,
        { productId, variantId: before.S!, title: '', price: 0, sellingPrice: 0 },
        2,
      );
      const order = await call(shop.server.url, 'POST', '/orders', { token: buyer.token, body: cashOrder(buyer) });
      expect(order.status).toBe(201);

      // S costs more, L is gone, XL is new; the title changes too.
      const renamed = { Title: 'Changing Kurta, Renamed' };
      const second = await importFile(
        csvFile(
          'changing-2.csv',
          csvOf([
            variantRow('S', '950.00', renamed),
            variantRow('M', '900.00', renamed),
            variantRow('XL', '900.00', renamed),
          ]),
        ),
      );
      expect(second.problems.errors).toEqual([]);
      expect(second.products).toEqual({
        created: 0,
        updated: 1,
        unchanged: 0,
        removed: 0,
        drafts: 0,
        archived: 0,
        notForSale: 0,
      });
      const after = await ids();
      expect(after.S).toBe(before.S);
      expect(after.M).toBe(before.M);
      expect(after.L).toBeUndefined();
      expect(after.XL).toBeGreaterThan(0);
      expect((await product(handle)).body.data).toMatchObject({
        int_glcode: productId,
        var_title: 'Changing Kurta, Renamed',
        default_variant: { selling_price: 950 },
      });

      const cart = (await call(shop.server.url, 'GET', '/cart', { token: shopper.token })).body;
      expect(cart.data.map((line: { variant_id: number }) => line.variant_id)).toEqual([before.S]);
      expect(cart.data[0]).toMatchObject({ cartItem: 2, selling_price: 950 });

      // Pruned by a file that no longer names it: its order keeps the line as bought.
      const pruned = await importFile(csvFile('changing-3.csv', csvOf([productRow(`${handle}-other`)])), {
        prune: true,
      });
      expect(pruned.problems.errors).toEqual([]);
      expect(pruned.products.removed).toBeGreaterThanOrEqual(1);
      expect((await product(handle)).status).toBe(404);
      const bought = (
        await call(shop.server.url, 'GET', `/orders/${order.body.data.int_glcode}`, { token: buyer.token })
      ).body.data;
      expect(bought.fk_product_arr).toEqual([
        expect.objectContaining({
          int_glcode: productId,
          var_title: `Product ${handle}`,
          selling_price: 900,
          variants: expect.objectContaining({ int_glCode: before.M }),
        }),
      ]);
    },
  );

  it('knows a variant without a SKU by its option values', async () => {
    const own = 'no-sku-tee';
    const rows = (price: string) =>
      ['Red', 'Blue'].map((colour) =>
        productRow(own, {
          'Option1 Name': 'Color',
          'Option1 Value': colour,
          'Variant SKU': '',
          'Variant Price': price,
        }),
      );
    await importFile(csvFile('no-sku-1.csv', csvOf(rows('400.00'))));
    const before = (await product(own)).body.data.variants.map((variant: { variant_id: number }) => variant.variant_id);
    const again = await importFile(csvFile('no-sku-2.csv', csvOf(rows('400.00'))));
    expect(again.products.unchanged).toBe(1);
    const changed = await importFile(csvFile('no-sku-3.csv', csvOf(rows('450.00'))));
    expect(changed.products.updated).toBe(1);
    const after = (await product(own)).body.data;
    expect(after.variants.map((variant: { variant_id: number }) => variant.variant_id)).toEqual(before);
    expect(after.default_variant.selling_price).toBe(450);
  });

  it('takes a product back to a draft, kept but out of the shop', async () => {
    const own = 'soon-a-draft';
    await importFile(csvFile('draft-1.csv', csvOf([productRow(own)])));
    expect((await product(own)).status).toBe(200);
    const report = await importFile(csvFile('draft-2.csv', csvOf([productRow(own, { Status: 'draft' })])));
    expect(report.products).toMatchObject({ updated: 1, drafts: 1, removed: 0 });
    expect((await product(own)).status).toBe(404);
  });

  it('on a dry run says what would change and writes nothing', async () => {
    const own = 'dry-run-only';
    const count = async () =>
      (await shop.server.ctx.db.select({ id: products.id }).from(products).where(eq(products.slug, own))).length;
    const report = await importFile(csvFile('dry.csv', csvOf([productRow(own)])), { dryRun: true });
    expect(report.products.created).toBe(1);
    expect(report.written).toBe(false);
    expect(await count()).toBe(0);
  });
});

describe('what follows an import', () => {
  const word = () =>
    `lumo${randomUUID()
      .slice(0, 8)
      .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const search = async (text: string) =>
    (
      (await call(shop.server.url, 'POST', '/search', { body: { search: text, as_typed: true } })).body.products as {
        var_slug: string;
      }[]
    ).map((card) => card.var_slug);

  it('search finds an imported product by its words at once, by its new words once changed, and no more once pruned', async () => {
    const [named, tagged, renamed] = [word(), word(), word()];
    const handle = `${named}-kurta`;
    await importFile(csvFile('search-1.csv', csvOf([productRow(handle, { Title: `Kurta ${named}`, Tags: tagged })])));
    expect(await search(named)).toEqual([handle]);
    expect(await search(tagged)).toEqual([handle]);

    const changed = await importFile(
      csvFile('search-2.csv', csvOf([productRow(handle, { Title: `Kurta ${renamed}`, Tags: tagged })])),
    );
    expect(changed.products.updated).toBe(1);
    expect(await search(renamed)).toEqual([handle]);
    expect(await search(named)).toEqual([]);

    const pruned = await importFile(csvFile('search-3.csv', csvOf([productRow(`${handle}-kept`)])), { prune: true });
    expect(pruned.products.removed).toBeGreaterThanOrEqual(1);
    expect(await search(renamed)).toEqual([]);
    expect(await search(tagged)).toEqual([]);
  });

  it('mails each shopper waiting for a sold-out option the file brings back, once, and ends the wait; a dry run mails nobody', async () => {
    const handle = `${word()}-tee`;
    // The second file is the first's export, changed: it says the stock each variant had then.
    const rows = (small: string, medium: string, atExport = ['', '']) => [
      productRow(handle, {
        'Option1 Name': 'Size',
        'Option1 Value': 'S',
        'Variant SKU': `${handle}-s`,
        'Variant Inventory Qty': small,
        'Stock At Export': atExport[0]!,
      }),
      productRow(handle, {
        'Option1 Name': 'Size',
        'Option1 Value': 'M',
        'Variant SKU': `${handle}-m`,
        'Variant Inventory Qty': medium,
        'Stock At Export': atExport[1]!,
      }),
    ];
    const columns = [...SHOPIFY_COLUMNS, 'Stock At Export'];
    await importFile(csvFile('restock-1.csv', csvOf(rows('0', '3'), columns)));
    const answer = (await product(handle)).body.data;
    const small = answer.variants.find((variant: { stock: number }) => variant.stock === 0).variant_id as number;
    const shopper = await newShopper(shop.server.url);
    expect((await call(shop.server.url, 'PUT', `/stock-waits/${small}`, { token: shopper.token })).status).toBe(200);
    const waits = async () =>
      (await call(shop.server.url, 'GET', '/stock-waits', { token: shopper.token })).body.data as {
        variant_id: number;
      }[];
    const mails = () =>
      shop.server.ctx.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, shopper.email), eq(mailOutbox.kind, 'back-in-stock')));

    const restock = csvFile('restock-2.csv', csvOf(rows('4', '5', ['0', '3']), columns));
    const dry = await importFile(restock, { dryRun: true });
    expect(dry.backInStock).toBe(1);
    expect(await mails()).toEqual([]);
    expect((await waits()).map((wait) => wait.variant_id)).toEqual([small]);

    const done = await importFile(restock);
    expect(done).toMatchObject({ backInStock: 1, products: { updated: 1 } });
    expect(await mails()).toEqual([{ subject: `Product ${handle} is back in stock` }]);
    expect(await waits()).toEqual([]);
    expect((await importFile(restock)).products.unchanged).toBe(1);
    expect(await mails()).toHaveLength(1);
  });
});
