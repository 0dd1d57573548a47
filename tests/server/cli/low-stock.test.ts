/**
 * `npm run shop -- low-stock [n]` (issue 52): in a shop of the test's own, the variants with n units or fewer, fewest
 * first, with how many shoppers wait for each; a count it cannot read is refused in words.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '#server/catalog-import/import-catalog';
import { csvOf, ownShop, productRow, type OwnShop } from '#tests/support/own-shop';
import { shopCommand } from '#tests/support/shop-command';

let shop: OwnShop;
beforeAll(async () => {
  shop = await ownShop();
});
afterAll(() => shop?.close());

describe('low-stock', () => {
  it('lists the variants at or under the count, fewest first, and refuses a count it cannot read', async () => {
    const file = path.join(shop.dir, 'stock.csv');
    writeFileSync(
      file,
      csvOf([
        productRow('nearly-gone', { 'Variant Inventory Qty': '1' }),
        productRow('sold-out', { 'Variant Inventory Qty': '0' }),
        productRow('plenty', { 'Variant Inventory Qty': '8' }),
      ]),
    );
    expect((await importCatalog(shop.server.ctx.db, { file, mediaDir: shop.mediaDir })).written).toBe(true);
    const run = shopCommand(shop.server.ctx.db);
    const listed = (await run('low-stock')).split('\n').slice(2);
    expect(listed.map((row) => row.split(/\s{2,}/))).toEqual([
      ['sold-out-sku', 'Product sold-out', '0', '0'],
      ['nearly-gone-sku', 'Product nearly-gone', '1', '0'],
    ]);
    expect(await run('low-stock', '0')).toContain('sold-out-sku');
    expect(await run('low-stock', '0')).not.toContain('nearly-gone-sku');
    await expect(run('low-stock', 'few')).rejects.toThrow('"few" is not a number of units (e.g. 3)');
  });
});
