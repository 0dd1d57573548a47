/** The demo shop. Deterministic (a fixed PRNG seed and base date); only salted password hashes differ. */
import { isDeepStrictEqual } from 'node:util';
import { eq, getTableName, is, like, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { bulkTransaction } from '../db/bulk-transaction';
import type { Db, Tx } from '../db/connect';
import * as schema from '../db/schema';
import { OWN_SHOP_KEY, readSiteContents, SITE_CONTENT_KEYS } from '../db/site-content';
import { hashPassword } from '../auth/password';
import { buildCatalog } from './catalog';
import { bannerRows, COUPONS, DEMO_BANNER_IMAGES, EMPTY_SITE_CONTENT, SITE_CONTENT } from './content';
import { DEMO_SHOPPER, OTHER_SHOPPER } from './demo-users';
import { createRandom } from './random';
import { buildShoppers } from './shoppers';
import { countPlacedUses } from '../cart/coupon-uses';

export { DEMO_SHOPPER, OTHER_SHOPPER } from './demo-users';
export { BASE_DATE } from './catalog';

export const DEFAULT_PRODUCT_COUNT = 300;
const SEED = 20260101;
/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for the widest table. */
const BATCH = 1000;

export interface SeedOptions {
  /** Default SEED_PRODUCTS or 300. */
  products?: number;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  ms: number;
}

/** Not when the owner emptied the shop on purpose; safe when several servers start at once. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const done = await bulkTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('statefront:seed'))`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(schema.products);
    if ((row?.count ?? 0) > 0) return { seeded: false, products: row?.count ?? 0 };
    const [own] = await tx
      .select({ key: schema.siteContent.key })
      .from(schema.siteContent)
      .where(eq(schema.siteContent.key, OWN_SHOP_KEY));
    if (own) return { seeded: false, products: 0 };
    return { seeded: true, products: await insertShop(tx, productCount(options), await demoPasswordHashes()) };
  });
  return { ...done, ms: Date.now() - started };
}

/** The owner's synonyms (decision 0036), written by their migration; no reset drops them. */
const KEPT_BY_EVERY_RESET: PgTable[] = [schema.searchSynonyms];

export async function resetAndSeed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const hashes = await demoPasswordHashes();
  const products = await bulkTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('statefront:seed'))`);
    const names = ALL_TABLES.filter((table) => !KEPT_BY_EVERY_RESET.includes(table))
      .map((table) => `"${getTableName(table)}"`)
      .join(', ');
    await tx.execute(sql.raw(`truncate table ${names} restart identity cascade`));
    return insertShop(tx, productCount(options), hashes);
  });
  return { seeded: true, products, ms: Date.now() - started };
}

/** What an emptied shop keeps: what it says about itself (its mails' wording too, decision 0064), and its synonyms. */
const SETTINGS_TABLES: PgTable[] = [schema.siteContent, schema.banners, schema.mailTemplates, ...KEPT_BY_EVERY_RESET];

/**
 * `npm run shop -- reset --empty`: only the owner's settings, mails' wording and synonyms stay, marked so no start seeds the demo
 * again. What still says what the demo said (a page, the contact details, the drawn banners) is emptied too.
 */
export async function emptyShop(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('statefront:seed'))`);
    const names = ALL_TABLES.filter((table) => !SETTINGS_TABLES.includes(table)).map(
      (table) => `"${getTableName(table)}"`,
    );
    await tx.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
    const kept = await readSiteContents(tx, SITE_CONTENT_KEYS);
    for (const key of SITE_CONTENT_KEYS) {
      const value = kept[key];
      if (value !== undefined && !isDeepStrictEqual(value, SITE_CONTENT[key])) continue;
      await tx
        .insert(schema.siteContent)
        .values({ key, value: EMPTY_SITE_CONTENT[key] })
        .onConflictDoUpdate({ target: schema.siteContent.key, set: { value: EMPTY_SITE_CONTENT[key] } });
    }
    await tx.insert(schema.siteContent).values({ key: OWN_SHOP_KEY, value: true }).onConflictDoNothing();
    await tx.delete(schema.banners).where(like(schema.banners.image, DEMO_BANNER_IMAGES));
    await moveSequencesPastSeededIds(tx);
  });
}

function productCount(options: SeedOptions): number {
  const fromEnv = Number.parseInt(process.env.SEED_PRODUCTS ?? '', 10);
  const count = options.products ?? (Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_PRODUCT_COUNT);
  // The category tree has 44 leaves; fewer products would leave some empty.
  return Math.max(count, 50);
}

async function demoPasswordHashes() {
  const [demo, other] = await Promise.all([hashPassword(DEMO_SHOPPER.password), hashPassword(OTHER_SHOPPER.password)]);
  return { demo, other };
}

async function insertShop(tx: Tx, count: number, hashes: { demo: string; other: string }): Promise<number> {
  const catalog = buildCatalog(count, createRandom(SEED));
  const productRefs = new Map(
    catalog.products.map((product) => [
      product.id ?? 0,
      { id: product.id ?? 0, title: product.title, slug: product.slug, hsn: product.hsn ?? null },
    ]),
  );
  const shoppers = buildShoppers(hashes, catalog.variantIndex, productRefs);

  // Parents before children (foreign keys).
  await insertAll(tx, schema.categories, catalog.categories);
  await insertAll(tx, schema.brands, catalog.brands);
  await insertAll(tx, schema.tags, catalog.tags);
  await insertAll(tx, schema.classifications, catalog.classifications);
  await insertAll(tx, schema.attributes, catalog.attributes);
  await insertAll(tx, schema.attributeValues, catalog.attributeValues);
  await insertAll(tx, schema.products, catalog.products);
  await insertAll(tx, schema.productTags, catalog.productTags);
  await insertAll(tx, schema.variants, catalog.variants);
  await insertAll(tx, schema.variantValues, catalog.variantValues);
  await insertAll(tx, schema.variantImages, catalog.variantImages);
  await insertAll(tx, schema.reviews, catalog.reviews);
  await insertAll(tx, schema.banners, bannerRows());
  await insertAll(tx, schema.coupons, COUPONS);
  await insertAll(
    tx,
    schema.siteContent,
    SITE_CONTENT_KEYS.map((key) => ({ key, value: SITE_CONTENT[key] })),
  );
  await insertAll(tx, schema.users, shoppers.users);
  await insertAll(tx, schema.addresses, shoppers.addresses);
  await insertAll(tx, schema.orders, shoppers.orders);
  await insertAll(tx, schema.orderLines, shoppers.orderLines);
  await insertAll(tx, schema.returns, shoppers.returns);
  await insertAll(tx, schema.paymentIntents, shoppers.paymentIntents);
  await insertAll(tx, schema.activity, shoppers.activity);
  await countPlacedUses(tx);
  await moveSequencesPastSeededIds(tx);
  return catalog.products.length;
}

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    // Drizzle cannot work out a generic table's insert values; each call checks its rows against T['$inferInsert'].
    await tx.insert(table).values(rows.slice(start, start + BATCH) as never);
  }
}

const schemaExports: unknown[] = Object.values(schema);
const ALL_TABLES: PgTable[] = schemaExports.filter((value): value is PgTable => is(value, PgTable));

/** The seed writes explicit ids; the identity sequences must continue after them. */
async function moveSequencesPastSeededIds(tx: Tx): Promise<void> {
  for (const table of ALL_TABLES) {
    if (!('id' in table)) continue;
    const name = getTableName(table);
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`,
      ),
    );
  }
}
