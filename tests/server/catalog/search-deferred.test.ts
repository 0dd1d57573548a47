/**
 * A bulk writer's transaction defers search (migration 0023, decision 0043): each touched
 * product's document is made once, at its end, and is the one the per-statement triggers
 * make; nothing it noted outlives it, whether it commits, throws, or was deferred by hand.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '#scripts/seeded-template';
import { importCatalog } from '#server/catalog-import/import-catalog';
import { bulkTransaction } from '#server/db/bulk-transaction';
import type { Database, Queryable } from '#server/db/connect';
import { csvOf, productRow } from '#tests/support/own-shop';
import { seededDatabase } from '#tests/support/seeded-database';

let database: Database;
const dir = mkdtempSync(path.join(scratchDir(), 'statefront-search-deferred-'));
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const rows = async <Row>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as Row[];

/** Every document with the columns beside it, and every word. */
const search = async () => ({
  documents:
    await rows(sql`select product_id, document::text, title_lower, category_id, subcategory_id, subsubcategory_id, brand_id,
      selling_price_paise, sold_count, rating_tenths, review_count, created_at from search_documents order by product_id`),
  words: await rows(sql`select word, lexeme from search_words order by word`),
});

const noted = () =>
  rows(
    sql`select (select count(*)::int from search_pending) as pending, (select count(*)::int from search_deferrals) as deferrals`,
  );

const documentOf = async (id: number, db: Queryable = database.db) =>
  (
    (await db.execute(sql`select document::text from search_documents where product_id = ${id}`)).rows[0] as {
      document: string;
    }
  ).document;

const firstProduct = async () => (await rows<{ id: number }>(sql`select min(id)::int as id from products`))[0]!.id;

/** `count` products of two colours and two sizes each, their tags and brands their own; `title` names the run. */
function catalogFile(name: string, word: string, count: number, title: string): string {
  const file = path.join(dir, name);
  const products = Array.from({ length: count }, (_, n) =>
    ['Red', 'Navy'].flatMap((colour) =>
      ['S', 'M'].map((size) =>
        productRow(`${word}-${n}`, {
          Title: `${title} ${word} ${n}`,
          'Body (HTML)': `<p>Woven ${word} cotton, <b>number ${n}</b>.</p>`,
          Vendor: `Looms ${word} ${n % 7}`,
          Type: `Deferred ${word} > Kind ${n % 3}`,
          Tags: `${word} tag ${n % 5}, ${title}`,
          'Option1 Name': 'Colour',
          'Option1 Value': colour,
          'Option2 Name': 'Size',
          'Option2 Value': size,
          'Variant SKU': `${word}-${n}-${colour}-${size}`,
        }),
      ),
    ),
  );
  writeFileSync(file, csvOf(products.flat()));
  return file;
}

describe('a bulk transaction', () => {
  it("leaves an import's documents and words as the per-statement triggers make them", async () => {
    const word = `zq${randomUUID().slice(0, 6)}`;
    const mediaDir = path.join(dir, 'media');
    // More than the import writes at a time (200), then the same products changed: new ones and updated ones.
    const made = await importCatalog(database.db, { file: catalogFile('first.csv', word, 210, 'Kurta'), mediaDir });
    expect([made.problems.errorCount, made.products.created]).toEqual([0, 210]);
    const changed = await importCatalog(database.db, { file: catalogFile('second.csv', word, 220, 'Tunic'), mediaDir });
    expect([changed.problems.errorCount, changed.products.created, changed.products.updated]).toEqual([0, 10, 210]);
    expect(await noted()).toEqual([{ pending: 0, deferrals: 0 }]);
    const imported = await search();

    await database.db.execute(sql`delete from search_documents`);
    await database.db.execute(sql`select statefront_search_refresh(array(select id from products))`);
    expect(await search()).toEqual(imported);
    const ours = imported.documents
      .map((row) => (row as { document: string }).document)
      .filter((document) => document.includes(`'${word}'`));
    expect(ours.filter((document) => document.includes("'tunic'"))).toHaveLength(220);
  }, 120_000);

  it('that throws leaves nothing written and nothing noted', async () => {
    const id = await firstProduct();
    const before = await documentOf(id);
    const failed = bulkTransaction(database.db, async (tx) => {
      await tx.execute(sql`update products set title = title || ' Xylophone' where id = ${id}`);
      throw new Error('stopped');
    });
    await expect(failed).rejects.toThrow('stopped');
    expect(await noted()).toEqual([{ pending: 0, deferrals: 0 }]);
    expect(await documentOf(id)).toBe(before);
  });

  it('made by hand in plain SQL and committed without a flush still has its documents made at the commit', async () => {
    const id = await firstProduct();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statefront.search_deferred = 'on'`);
      await tx.execute(sql`update products set title = title || ' Marimba' where id = ${id}`);
      // Noted, not made: the commit makes it.
      expect(await documentOf(id, tx)).not.toContain('marimba');
    });
    expect(await documentOf(id)).toContain("'marimba'");
    expect(await noted()).toEqual([{ pending: 0, deferrals: 0 }]);
  });
});
