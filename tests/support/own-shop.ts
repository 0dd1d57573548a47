/**
 * An owner's shop for the catalog import's tests: a test server over a copy of the seeded
 * shop, emptied as `npm run shop -- reset --empty` empties it, its photos in a folder of its
 * own; and CSV files written from rows, in Shopify's columns.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { scratchDir } from '#scripts/seeded-template';
import { emptyShop } from '#server/seed';
import { seededDataDir } from './seeded-database';
import { startTestServer, type TestServer } from './server';

export interface OwnShop {
  server: TestServer;
  /** MEDIA_DIR: where the shop keeps its photos. */
  mediaDir: string;
  /** A folder of the test's own, for CSV files and photos. */
  dir: string;
  /** The kept photos' file names. */
  photos(): string[];
  close(): Promise<void>;
}

/**
 * `pages`: serve pages from a stub of the built storefront (its index.html alone), to read what a page carries.
 * `now`: the server's clock, e.g. one its background passes find nothing due by, so a test runs them itself.
 */
export async function ownShop({ pages = false, now }: { pages?: boolean; now?: () => Date } = {}): Promise<OwnShop> {
  const { dataDir, remove } = await seededDataDir();
  const dir = mkdtempSync(path.join(scratchDir(), 'statefront-own-shop-'));
  const mediaDir = path.join(dir, 'media');
  const distDir = path.join(dir, 'dist');
  if (pages) {
    mkdirSync(distDir);
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><!--statefront-config--><title>Statefront</title></head><body><div id="root"></div></body></html>',
    );
  }
  const server = await startTestServer({
    dataDir,
    config: { mediaDir },
    ...(pages ? { distDir } : {}),
    ...(now ? { ctx: { now } } : {}),
  });
  await emptyShop(server.ctx.db);
  return {
    server,
    mediaDir,
    dir,
    photos: () => {
      try {
        return readdirSync(path.join(mediaDir, 'photos')).sort();
      } catch {
        return [];
      }
    },
    async close() {
      await server.close();
      remove();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The columns a test's rows are written under, unless it names others. */
export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Image',
  'Image Src',
  'Image Position',
  'Status',
  'HSN',
];

/** Rows as CSV text under `columns` (a row's missing cells are empty). */
export function csvOf(rows: Record<string, string>[], columns: string[] = SHOPIFY_COLUMNS): string {
  return stringify([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))]);
}

/** One product of one variant, ready to vary: a test's own handle and SKU. */
export function productRow(handle: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    Handle: handle,
    Title: `Product ${handle}`,
    Vendor: 'Test Looms',
    Type: 'Test Wear > Tops',
    'Variant SKU': `${handle}-sku`,
    'Variant Inventory Qty': '5',
    'Variant Price': '500.00',
    // Tops: women's blouses and shirts (decision 0052).
    HSN: '6206',
    ...overrides,
  };
}
