/**
 * Two server processes on one PostgreSQL, each with its catalog cache (decision 0011):
 * a stock change, a product saved or a catalog file imported through one is seen through
 * the other, carried by PostgreSQL's own NOTIFY. The wait for the notification is bounded; nothing here times its speed.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { openDatabase, type Database } from '#server/db/connect';
import { DEFAULT_PRODUCT_COUNT } from '#server/seed';
import { createContractClient, type ContractClient } from '#tests/contract/contract-client';
import { ownVariant } from '#tests/support/own-products';
import { newShopperWithAddress, shopping } from '#tests/contract/shopping-fixtures';
import { databaseUrl } from '../pg-server';
import { TINY_PNG } from '#tests/contract/valid-requests';
import { newStaffMember, staffSession } from '#tests/support/staff';
import { draftOf } from '#src/admin/products/draft';

let writer: ServerProcess;
let reader: ServerProcess;
let viaWriter: ContractClient;
let viaReader: ContractClient;
/** The test's own connection, to make its products (the servers have seeded by then). */
let database: Database;

beforeAll(async () => {
  const env = {
    DATABASE_URL: databaseUrl(),
    RATE_LIMIT_AUTH: '0',
    RATE_LIMIT_READS: '0',
    LOG_LEVEL: 'warn',
    CATALOG_CACHE: 'on',
    SEED_PRODUCTS: String(DEFAULT_PRODUCT_COUNT),
  };
  [writer, reader] = await Promise.all([
    spawnServer({ env, readyTimeoutMs: 180_000 }),
    spawnServer({ env, readyTimeoutMs: 180_000 }),
  ]);
  viaWriter = createContractClient(writer.url);
  viaReader = createContractClient(reader.url);
  database = await openDatabase({ databaseUrl: databaseUrl() });
}, 200_000);

afterAll(async () => {
  await Promise.all([writer?.stop(), reader?.stop(), database?.close()]);
});

/** Polls `read` until it answers `expected`, for at most `ms`; answers the last value read. */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await read();
  }
  return last;
}

describe('two API processes on one PostgreSQL', () => {
  it("see each other's stock changes: an order and its cancel through one, getProduct and lookupVariant through the other", async () => {
    // A product of the test's own, read through the reader first (its cache keeps the answers).
    const stock = 3;
    const { slug, productId, variantId, optionIds: options } = await ownVariant(database.db, stock);
    const shownStock = async () =>
      (await viaReader.ok('getProduct', { path: { slug } })).data.variants.find((v) => v.variant_id === variantId)!
        .stock;
    const lookedUp = async () =>
      (await viaReader.ok('lookupVariant', { body: { fk_product: productId, variant_ids: options } })).data.stock;
    expect(await shownStock()).toBe(stock);
    expect(await lookedUp()).toBe(stock);

    // Through the writer: an order for 2.
    const shopper = await newShopperWithAddress(viaWriter);
    await viaWriter.ok('updateCart', {
      token: shopper.token,
      body: { fk_product: productId, fk_variant: variantId, var_qty: 2 },
    });
    const placed = await viaWriter.call<{ data: { int_glcode: number } }>('placeOrder', {
      token: shopper.token,
      body: shopping.cashOrder(shopper.addressId),
    });
    expect(placed.status).toBe(201);

    // Through the reader: the notification arrives and its next reads show it.
    expect(await eventually(shownStock, stock - 2)).toBe(stock - 2);
    expect(await lookedUp()).toBe(stock - 2);

    // And back: a cancel through the writer.
    await viaWriter.ok('cancelOrder', { token: shopper.token, path: { id: placed.body.data.int_glcode } });
    expect(await eventually(shownStock, stock)).toBe(stock);
    expect(await eventually(lookedUp, stock)).toBe(stock);
  }, 120_000);

  it("see a product the back office saves through the other: its price and a new photo, on the reader's next reads", async () => {
    const { slug, productId } = await ownVariant(database.db, 4);
    const shown = async () => {
      const { data } = await viaReader.ok('getProduct', { path: { slug } });
      return { price: data.default_variant.selling_price, images: data.images };
    };
    await shown();
    const session = await staffSession(viaWriter, await newStaffMember(database.db, 'staff'));
    const photo = await viaWriter.call<{ data: { url: string } }>('uploadAdminPhoto', {
      staffSession: session,
      rawBody: TINY_PNG,
      contentType: 'image/png',
    });
    const opened = (await viaWriter.ok('getAdminProduct', { staffSession: session, path: { product_id: productId } }))
      .data;
    const product = draftOf(opened);
    product.variants[0]!.price = '1234.50';
    product.photos = [...product.photos, photo.body.data.url];
    const saved = Date.now();
    await viaWriter.ok('saveAdminProduct', {
      staffSession: session,
      path: { product_id: productId },
      body: { version: opened.version, product },
    });
    const answered = Date.now();
    const seen = async () => {
      const now = await shown();
      return now.price === 1234.5 && now.images.includes(photo.body.data.url);
    };
    expect(await eventually(seen, true)).toBe(true);
    console.log(
      `a product saved through one process (its answer in ${answered - saved} ms), ` +
        `seen through the other ${Date.now() - answered} ms after the answer`,
    );
  }, 60_000);

  it('see a product a catalog file imports through the other, once the reader had found none', async () => {
    const handle = `imported-${Date.now()}`;
    const found = async () => (await viaReader.call('getProduct', { path: { slug: handle } })).status;
    expect(await found()).toBe(404);
    const session = await staffSession(viaWriter, await newStaffMember(database.db, 'staff'));
    const file = {
      staffSession: session,
      contentType: 'text/csv',
      rawBody: [
        'Handle,Title,Vendor,Type,Variant SKU,Variant Inventory Qty,Variant Price,HSN',
        `${handle},Imported kurta,Aarohi,Ethnic Wear > Kurtas & Suits > Straight Kurtas,${handle},3,999.00,6204`,
      ].join('\n'),
    };
    const checked = await viaWriter.ok('checkAdminCatalog', { ...file, query: { file_name: 'kurta.csv' } });
    await viaWriter.ok('importAdminCatalog', {
      ...file,
      query: { file_name: 'kurta.csv', checked: checked.data.sha256 },
    });
    expect(await eventually(found, 200)).toBe(200);
  }, 60_000);

  it('see a write made with plain SQL (an operator, another tool) through the same notification', async () => {
    const { slug } = await ownVariant(database.db, 1);
    const title = async (via: ContractClient) => (await via.ok('getProduct', { path: { slug } })).data.var_title;
    const before = await title(viaReader);
    await title(viaWriter);
    const renamed = `${before} (renamed)`;
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      await client.query('update products set title = $1 where slug = $2', [renamed, slug]);
      expect(await eventually(() => title(viaReader), renamed)).toBe(renamed);
      expect(await eventually(() => title(viaWriter), renamed)).toBe(renamed);
    } finally {
      await client.end();
    }
  }, 60_000);
});
