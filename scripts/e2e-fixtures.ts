/**
 * The e2e server's own products: copies of one seeded product (two options, pictures,
 * in-stock and sold-out combinations), made before the first test, so a test that changes a
 * price or a stock level, or buys units, has a product nobody else reads. Made at start-up
 * and not on demand, so the catalog every other test counts never changes during a run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { importCatalog } from '../server/catalog-import/import-catalog';
import { reportText } from '../server/catalog-import/import-report';
import type { Db } from '../server/db/connect';
import { fixtureCsv, makeFixturePhotos } from './catalog-fixture';

export const FIXTURE_SLUG = 'e2e-own';

/** The seeded product the copies are made of: the first with two options and two pictures. */
async function template(db: Db): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select p.id from products p
    where (select count(distinct av.attribute_id) from variants v
             join variant_values vv on vv.variant_id = v.id
             join attribute_values av on av.id = vv.attribute_value_id
           where v.product_id = p.id) = 2
      and (select count(*) from variant_images vi join variants v on v.id = vi.variant_id
           where v.product_id = p.id and v.is_default) >= 2
    order by p.id limit 1`);
  if (!rows[0]) throw new Error('the seed has no product with two options and two pictures to copy');
  return rows[0].id;
}

/**
 * `count` copies of the template, slugs `e2e-own-1` … `e2e-own-<count>`, titled Test Piece
 * No. 001 …: words no seeded title has, so a search for one finds that copy alone and a
 * search for a seeded word finds none of them.
 */
export async function makeFixtureProducts(db: Db, count: number): Promise<void> {
  const source = await template(db);
  // A few statements for all the copies, not a few per copy: start-up time stays flat as the
  // count grows. Each copy's number n is its slug's tail; its variants' skus end in -e2e-<n>.
  const copies = sql`(select id, substring(slug from ${FIXTURE_SLUG.length + 2}::int)::int as n
    from products where slug like ${`${FIXTURE_SLUG}-%`}) copy`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into products (slug, title, category_id, subcategory_id, subsubcategory_id, brand_id,
        short_description, description_html, specification_html, meta_title, meta_description, meta_keywords,
        price_paise, selling_price_paise, offer_percent, image, is_new_arrival, sold_count, created_at)
      select ${`${FIXTURE_SLUG}-`} || n, 'Test Piece No. ' || lpad(n::text, 3, '0'),
        category_id, subcategory_id, subsubcategory_id, brand_id,
        short_description, description_html, specification_html, meta_title, meta_description, meta_keywords,
        price_paise, selling_price_paise, offer_percent, image, false, 0, created_at
      from products, generate_series(1, ${count}) n
      where id = ${source}
      order by n`);
    await tx.execute(sql`
      insert into variants (product_id, sku, price_paise, selling_price_paise, stock, is_default, position)
      select copy.id, original.sku || '-e2e-' || copy.n, original.price_paise, original.selling_price_paise,
        original.stock, original.is_default, original.position
      from ${copies} join variants original on original.product_id = ${source}
      order by copy.n, original.id`);
    // Each copied variant finds its original by sku.
    const pairs = sql`variants made join ${copies} on copy.id = made.product_id
      join variants original on original.product_id = ${source} and made.sku = original.sku || '-e2e-' || copy.n`;
    await tx.execute(sql`
      insert into variant_values (variant_id, attribute_value_id)
      select made.id, vv.attribute_value_id
      from ${pairs} join variant_values vv on vv.variant_id = original.id`);
    await tx.execute(sql`
      insert into variant_images (variant_id, url, position)
      select made.id, vi.url, vi.position
      from ${pairs} join variant_images vi on vi.variant_id = original.id`);
  });
}

/** The product of the catalog fixture the e2e suite opens: colour × size, two photos, a struck price. */
export const IMPORTED_SLUG = 'block-print-cotton-kurta';

/**
 * The fixture's kurta (tests/fixtures/catalog/shop.csv) imported as an owner imports it,
 * its photos made in `dir` and kept in `mediaDir`. Only the kurta: it joins categories,
 * options and values the demo has, so no menu, tab or filter another test counts changes
 * but by one product; and it is dated as the oldest product, so no "newest" list shows it first.
 */
export async function importFixtureProduct(db: Db, dir: string, mediaDir: string): Promise<void> {
  await makeFixturePhotos(dir);
  const lines = readFileSync(fixtureCsv('shop.csv'), 'utf8').split('\n');
  const file = path.join(dir, 'kurta.csv');
  writeFileSync(file, [lines[0], ...lines.filter((line) => line.startsWith(`${IMPORTED_SLUG},`))].join('\n'));
  const report = await importCatalog(db, { file, mediaDir });
  if (report.problems.errorCount > 0 || report.products.created + report.products.unchanged !== 1)
    throw new Error(reportText(report));
  await db.execute(
    sql`update products set created_at = (select min(created_at) from products) - interval '1 day' where slug = ${IMPORTED_SLUG}`,
  );
}
