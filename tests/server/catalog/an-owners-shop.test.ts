/**
 * An emptied shop with the owner's own import: its menu offers only categories something is in, a one-word Type as
 * one level, Shopify's "Uncategorized" as "Other"; its home tiles, with no tiles of its own, are its top categories.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '#server/catalog-import/import-catalog';
import { csvOf, ownShop, productRow, SHOPIFY_COLUMNS, type OwnShop } from '#tests/support/own-shop';
import { call } from '../orders/support';

let shop: OwnShop;
beforeAll(async () => {
  shop = await ownShop();
  const rows = [
    productRow('armchair', { Type: 'Indoor', 'Image Src': '' }),
    productRow('mystery', { Type: '', 'Product Category': 'Uncategorized' }),
    productRow('kurta', { Type: 'Ethnic > Kurtas' }),
  ];
  const file = path.join(shop.dir, 'owners.csv');
  writeFileSync(file, csvOf(rows, [...SHOPIFY_COLUMNS, 'Product Category']));
  const report = await importCatalog(shop.server.ctx.db, { file, mediaDir: shop.mediaDir });
  expect(report.written).toBe(true);
});
afterAll(() => shop?.close());

type Menu = { var_title: string; sub_categories: { var_title: string }[] }[];

describe("an owner's shop", () => {
  it('offers in its menu what holds products: a one-word Type as one level, "Uncategorized" as Other', async () => {
    const menu = (await call(shop.server.url, 'GET', '/categories/6/y')).body.data as Menu;
    expect(menu.map((top) => [top.var_title, top.sub_categories.map((sub) => sub.var_title)])).toEqual([
      ['Indoor', []],
      ['Other', []],
      ['Ethnic', ['Kurtas']],
    ]);
    const armchair = (await call(shop.server.url, 'GET', '/products/armchair')).body.data;
    expect([armchair.category.var_title, armchair.subcategory.var_title]).toEqual(['Indoor', 'Indoor']);
  });

  it('shows its top categories as its home tiles, each pictured by its newest product', async () => {
    const tiles = (await call(shop.server.url, 'GET', '/categories/8/n')).body.data as {
      var_slug: string;
      var_title: string;
      var_icon: string;
    }[];
    expect(tiles.map((tile) => [tile.var_slug, tile.var_title])).toEqual([
      ['indoor', 'Indoor'],
      ['other', 'Other'],
      ['ethnic', 'Ethnic'],
    ]);
    const kurta = (await call(shop.server.url, 'GET', '/products/kurta')).body.data;
    expect(tiles[2]!.var_icon).toBe(kurta.var_image);
  });
});
