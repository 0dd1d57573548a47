/**
 * An export's file imported while shoppers buy never puts a sold unit back on sale (decision 0047). The owner exports,
 * changes every title, and imports the file on PostgreSQL while 24 shoppers order the same products from a running
 * server. Whatever the order of the import and each sale, every variant's stock and its units sold add up to what it
 * had: the figures are printed. On a database of the file's own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeShoppers, runSale } from '#scripts/flash-sale';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { exportCatalog } from '#server/catalog-import/export-catalog';
import { importCatalog } from '#server/catalog-import/import-catalog';
import type { ImportReport } from '#server/catalog-import/import-report';
import { openDatabase, type Database } from '#server/db/connect';
import { pgError } from '#server/db/pg-error';
import { products, variants } from '#server/db/schema';
import { csvOf, productRow } from '#tests/support/own-shop';
import { ownDatabase } from '../pg-server';

const STOCK = 40;
const SHOPPERS = 24;
const HANDLES = ['during-a', 'during-b', 'during-c'];

let database: Awaited<ReturnType<typeof ownDatabase>>;
let db: Database;
let server: ServerProcess;
const dir = mkdtempSync(path.join(tmpdir(), 'statefront-stock-during-import-'));

beforeAll(async () => {
  database = await ownDatabase();
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dir,
    RATE_LIMIT_AUTH: '0',
    RATE_LIMIT_READS: '0',
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: '12',
  };
  server = await spawnServer({ env, readyTimeoutMs: 150_000 });
  db = await openDatabase({ databaseUrl: database.url });
}, 180_000);

afterAll(async () => {
  await Promise.all([server?.stop(), db?.close()]);
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** The import, again when it met the shoppers' locks in the other order (the CLI says to run it again). */
async function importWhileSelling(file: string): Promise<{ report: ImportReport; tries: number }> {
  for (let tries = 1; ; tries++) {
    try {
      return { report: await importCatalog(db.db, { file, mediaDir: path.join(dir, 'media') }), tries };
    } catch (error) {
      if (tries === 5 || !['40P01', '40001'].includes(pgError(error)?.code ?? '')) throw error;
    }
  }
}

it('puts back on sale no unit sold while the import ran', async () => {
  const first = path.join(dir, 'first.csv');
  writeFileSync(first, csvOf(HANDLES.map((handle) => productRow(handle, { 'Variant Inventory Qty': String(STOCK) }))));
  expect((await importCatalog(db.db, { file: first, mediaDir: path.join(dir, 'media') })).written).toBe(true);
  const exported = path.join(dir, 'export.csv');
  await exportCatalog(db.db, { file: exported, mediaDir: path.join(dir, 'media') });
  const records = (parse(readFileSync(exported, 'utf8'), { columns: true }) as Record<string, string>[]).map(
    (record) => (record.Title ? { ...record, Title: `${record.Title}, renamed` } : record),
  );
  const changed = path.join(dir, 'changed.csv');
  writeFileSync(changed, csvOf(records, Object.keys(records[0]!)));

  const sale = await db.db
    .select({ productId: products.id, variantId: variants.id })
    .from(variants)
    .innerJoin(products, sql`${products.id} = ${variants.productId}`)
    .where(inArray(products.slug, HANDLES));
  const shoppers = await makeShoppers(db.db, SHOPPERS);
  const [sold, imported] = await Promise.all([
    runSale({ apiUrls: [`${server.url}/api/v1`], shoppers, variants: sale, timeoutMs: 60_000 }),
    importWhileSelling(changed),
  ]);

  expect(imported.report.written).toBe(true);
  expect(sold.serverErrors).toBe(0);
  const { rows } = await db.db.execute<{ slug: string; stock: number; sold: number; title: string }>(sql`
    select p.slug, p.title, v.stock,
      coalesce((select sum(l.quantity)::int from order_lines l where l.variant_id = v.id), 0) as sold
    from variants v join products p on p.id = v.product_id where p.slug in ${HANDLES} order by p.slug`);
  const putBack = rows.reduce((sum, row) => sum + (row.stock + row.sold - STOCK), 0);
  const unitsSold = rows.reduce((sum, row) => sum + row.sold, 0);
  console.log(
    `stock during an import: ${unitsSold} units sold while it ran (${sold.outcomes.length} shoppers, ` +
      `${imported.tries} import tries), ${imported.report.stockKept.length} variants kept at the shop's stock, ` +
      `${putBack} units put back on sale`,
  );
  expect(rows.map((row) => row.title.endsWith(', renamed'))).toEqual([true, true, true]);
  expect(unitsSold).toBe(SHOPPERS);
  expect(putBack).toBe(0);
}, 180_000);
