/**
 * `npm run bench:import`: the catalog import (decision 0037) of a generated file, 20 000
 * products of three sizes each (60 000 variants), each product with a photo of its own,
 * into an empty shop, on PGlite and on the throwaway PostgreSQL `npm run bench:import`
 * starts (scripts/pg-cluster.sh). The import runs as an operator runs it, in a process of
 * its own: products a second and its peak resident memory; then the same file without its
 * photos, whose time says the photos' share (reading, checking and keeping them, less what
 * overlaps the writing). Beside it, a floor measured in the same run: the same rows made by
 * `INSERT … SELECT` from generate_series in one transaction (no file, no photo, no check),
 * deferring search as the import does.
 *
 *   npm run bench:import                      PGlite and PostgreSQL
 *   BENCH_PRODUCTS=2000 npm run bench:import  a smaller catalog
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { bulkTransaction } from '../server/db/bulk-transaction';
import { openDatabase } from '../server/db/connect';
import { emptyShop } from '../server/seed';
import { repoPath } from '../server/settings/repo-paths';

const products = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const SIZES = ['S', 'M', 'L'];
const TOPS = 10;
const SUBS = 5;
const BRANDS = 50;
const body = `<p>${'Hand block-printed cotton, pre-washed and cut long, with side slits. '.repeat(6)}</p>`;
const dir = mkdtempSync(path.join(tmpdir(), 'statefront-bench-import-'));
const execFileAsync = promisify(execFile);

/** The file and its photos (each a 400 × 500 JPEG of a colour of its own, grained like a photograph), and the same file without them. */
async function makeCatalog(): Promise<{ file: string; withoutPhotos: string }> {
  const photos = path.join(dir, 'photos');
  mkdirSync(photos);
  const file = path.join(dir, 'catalog.csv');
  const withoutPhotos = path.join(dir, 'catalog-without-photos.csv');
  const out = createWriteStream(file);
  const bare = createWriteStream(withoutPhotos);
  const header = [
    [
      'Handle',
      'Title',
      'Body (HTML)',
      'Vendor',
      'Type',
      'Tags',
      'Option1 Name',
      'Option1 Value',
      'Variant SKU',
      'Variant Inventory Qty',
      'Variant Price',
      'Variant Compare At Price',
      'Image Src',
      'Image Position',
    ],
  ];
  out.write(stringify(header));
  bare.write(stringify(header));
  for (let start = 1; start <= products; start += 100) {
    const batch = Array.from({ length: Math.min(100, products - start + 1) }, (_, i) => start + i);
    await Promise.all(
      batch.map((n) =>
        sharp({
          create: {
            width: 400,
            height: 500,
            channels: 3,
            background: { r: n % 256, g: (n >> 8) % 256, b: (n * 37) % 256 },
            noise: { type: 'gaussian', mean: 128, sigma: 12 },
          },
        })
          .jpeg({ quality: 80 })
          .toFile(path.join(photos, `p${n}.jpg`)),
      ),
    );
    const rows = batch.flatMap((n) =>
      SIZES.map((size, i) => [
        `bench-${n}`,
        i === 0 ? `Bench Kurta ${n}` : '',
        i === 0 ? body : '',
        i === 0 ? `Brand ${n % BRANDS}` : '',
        i === 0 ? `Top ${n % TOPS} > Sub ${n % SUBS}` : '',
        i === 0 ? `cotton, tag ${n % 20}` : '',
        i === 0 ? 'Size' : '',
        size,
        `bench-${n}-${size}`,
        String(10 + i),
        '799.00',
        '999.00',
        i === 0 ? `photos/p${n}.jpg` : '',
        i === 0 ? '1' : '',
      ]),
    );
    if (!out.write(stringify(rows))) await once(out, 'drain');
    if (!bare.write(stringify(rows.map((row) => [...row.slice(0, -2), '', ''])))) await once(bare, 'drain');
  }
  out.end();
  bare.end();
  await Promise.all([once(out, 'finish'), once(bare, 'finish')]);
  return { file, withoutPhotos };
}

interface Target {
  name: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = path.join(dir, `pglite-${randomUUID().slice(0, 8)}`);
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const name = `bench_import_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    name: 'PostgreSQL 15',
    env: { DATABASE_URL: own.toString() },
    drop: () => admin(`drop database ${name} with (force)`),
  };
}

/** A database opened as the target says (PGlite's DATA_DIR or PostgreSQL's URL). */
const open = (target: Target) =>
  openDatabase(target.env.DATABASE_URL ? { databaseUrl: target.env.DATABASE_URL } : { dataDir: target.env.DATA_DIR! });

async function emptied(target: Target): Promise<void> {
  const database = await open(target);
  await emptyShop(database.db).finally(() => database.close());
}

async function runImport(target: Target, file: string) {
  await emptied(target);
  const run = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/max-rss.mjs', 'server/cli/main.ts', 'import', file],
    {
      cwd: repoPath(''),
      env: { ...process.env, ...target.env, MEDIA_DIR: path.join(dir, `media-${randomUUID().slice(0, 8)}`) },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 3_600_000,
    },
  );
  const written = /Written in ([\d.]+) s/.exec(run.stdout);
  if (!written) throw new Error(`the import did not finish:\n${run.stdout}\n${run.stderr}`);
  const rss = Number(/max-rss-kb=(\d+)/.exec(run.stderr)?.[1]) / 1024;
  return { importSeconds: Number(written[1]), rssMb: rss };
}

/** The same rows, made by the database alone: categories, brands, tags, the Size option, then products and all that hangs off them. */
async function runFloor(target: Target): Promise<number> {
  await emptied(target);
  const database = await open(target);
  try {
    const started = performance.now();
    // As the import writes: each product's search document made once, at the end (decision 0043).
    await bulkTransaction(database.db, async (tx) => {
      await tx.execute(
        sql`insert into categories (level, parent_id, title, slug, position)
          select 1, null, 'Top ' || t, 'top-' || t, t from generate_series(0, ${TOPS - 1}) t`,
      );
      await tx.execute(sql`insert into categories (level, parent_id, title, slug, position)
        select 2, c.id, 'Sub ' || s, 'sub-' || s, s from categories c, generate_series(0, ${SUBS - 1}) s where c.level = 1`);
      await tx.execute(
        sql`insert into brands (title, slug) select 'Brand ' || b, 'brand-' || b from generate_series(0, ${BRANDS - 1}) b`,
      );
      await tx.execute(
        sql`insert into tags (title, slug) select 'tag ' || t, 'tag-' || t from generate_series(0, 19) t`,
      );
      await tx.execute(sql`insert into attributes (title, position) values ('Size', 0)`);
      await tx.execute(
        sql`insert into attribute_values (attribute_id, title, position)
          select (select id from attributes), s, o from unnest(array[${sql.join(
            SIZES.map((size) => sql`${size}`),
            sql`, `,
          )}]::text[]) with ordinality as v(s, o)`,
      );
      await tx.execute(sql`insert into products (slug, title, category_id, subcategory_id, brand_id, short_description,
          description_html, specification_html, meta_keywords, price_paise, selling_price_paise, offer_percent, image)
        select 'bench-' || n, 'Bench Kurta ' || n, top.id, sub.id, (select id from brands where slug = 'brand-' || (n % ${BRANDS})),
          left(${body}, 160), ${body}, ${body}, 'cotton, tag ' || (n % 20), 99900, 79900, 20, '/media/photos/' || md5(n::text) || '.jpg'
        from generate_series(1, ${products}) n
        join categories top on top.level = 1 and top.slug = 'top-' || (n % ${TOPS})
        join categories sub on sub.parent_id = top.id and sub.slug = 'sub-' || (n % ${SUBS})`);
      await tx.execute(
        sql`insert into product_tags (product_id, tag_id)
          select p.id, t.id from products p join tags t on t.slug = 'tag-' || (substring(p.slug from 7)::int % 20)`,
      );
      await tx.execute(sql`insert into variants (product_id, sku, price_paise, selling_price_paise, stock, is_default, position)
        select p.id, p.slug || '-' || v.title, 99900, 79900, 10 + v.position - 1, v.position = 1, v.position - 1
        from products p cross join attribute_values v`);
      await tx.execute(sql`insert into variant_values (variant_id, attribute_value_id)
        select v.id, av.id from variants v
        join attribute_values av on v.sku = (select slug from products where id = v.product_id) || '-' || av.title`);
      await tx.execute(
        sql`insert into variant_images (variant_id, url, position)
          select v.id, p.image, 0 from variants v join products p on p.id = v.product_id`,
      );
    });
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
  }
}

const { file, withoutPhotos } = await makeCatalog();
console.log(`${products} products, ${products * SIZES.length} variants, ${products} photos: ${file}`);
const targets = [
  await pgliteTarget(),
  ...(process.env.DATABASE_URL ? [await postgresTarget(process.env.DATABASE_URL)] : []),
];
const lines = [
  "| database | import: products/s | import s | photos' share | peak RSS | floor (INSERT … " +
    'SELECT) s | floor products/s | import ÷ floor time |',
  '|---|---|---|---|---|---|---|---|',
];
try {
  for (const target of targets) {
    const imported = await runImport(target, file);
    const bare = await runImport(target, withoutPhotos);
    const photoShare = 1 - bare.importSeconds / imported.importSeconds;
    const floor = await runFloor(target);
    lines.push(
      `| ${target.name} | ${(products / imported.importSeconds).toFixed(0)} | ` +
        `${imported.importSeconds.toFixed(1)} | ${(photoShare * 100).toFixed(0)} % | ` +
        `${imported.rssMb.toFixed(0)} MB | ${floor.toFixed(1)} | ${(products / floor).toFixed(0)} ` +
        `| ${(imported.importSeconds / floor).toFixed(1)}× |`,
    );
    console.log(lines.at(-1));
  }
} finally {
  for (const target of targets) await target.drop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\n${lines.join('\n')}`);
