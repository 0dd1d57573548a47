/**
 * Two imports at once on PostgreSQL, each deferring search (decision 0043): each notes and
 * makes its own products' documents, words new to the shop in both, and both end with the
 * documents the per-statement triggers make. The files' products are the test's own (a
 * random word in their handles and titles), and so are the documents it makes again.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { importCatalog } from '#server/catalog-import/import-catalog';
import { openDatabase } from '#server/db/connect';
import { seedIfEmpty } from '#server/seed';
import { csvOf, productRow } from '#tests/support/own-shop';
import { databaseUrl } from '../pg-server';

const dir = mkdtempSync(path.join(tmpdir(), 'statefront-pg-search-deferred-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('two imports at once on PostgreSQL', () => {
  it('each end with its documents as the per-statement triggers make them, words new to the shop shared', async () => {
    const database = await openDatabase({ databaseUrl: databaseUrl() });
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      // The shop as a server leaves it (seeded: its ids written, then the sequences moved past them), its brand and
      // category the products' own: the imports add no brand nor category, which another file's imports add.
      await seedIfEmpty(database.db);
      const { rows: named } = await client.query<{ brand: string; top: string; sub: string }>(
        `select (select title from brands order by id limit 1) as brand, top.title as top, sub.title as sub
           from categories sub join categories top on top.id = sub.parent_id where sub.level = 2 order by sub.id limit 1`,
      );
      const { brand, top, sub } = named[0]!;
      const word = `zq${randomUUID().slice(0, 6)}`;
      // More products than an import writes at a time (200), the words of their descriptions common to both files.
      const files = ['a', 'b'].map((side) => {
        const file = path.join(dir, `${word}-${side}.csv`);
        const rows = Array.from({ length: 250 }, (_, n) =>
          productRow(`${word}-${side}-${n}`, {
            Title: `Kurta ${word} ${side} ${n}`,
            'Body (HTML)': `<p>${Array.from({ length: 40 }, (_, i) => `${word}w${(n * 7 + i) % 300}`).join(' ')}</p>`,
            Vendor: brand,
            Type: `${top} > ${sub}`,
            Tags: `${word} tag ${n % 5}`,
            'Variant SKU': `${word}-${side}-${n}-sku`,
          }),
        );
        writeFileSync(file, csvOf(rows));
        return file;
      });
      const reports = await Promise.all(
        files.map((file) => importCatalog(database.db, { file, mediaDir: path.join(dir, 'media') })),
      );
      expect(reports.map((report) => [report.problems.errorCount, report.products.created])).toEqual([
        [0, 250],
        [0, 250],
      ]);

      const ours = `${word}-%`;
      const documents = async () =>
        (
          await client.query(
            `select d.product_id, d.document::text, d.title_lower, d.brand_id, d.selling_price_paise, d.created_at
               from search_documents d join products p on p.id = d.product_id where p.slug like $1 order by d.product_id`,
            [ours],
          )
        ).rows;
      const imported = await documents();
      expect(imported).toHaveLength(500);
      expect((await client.query('select count(*)::int as n from search_pending')).rows).toEqual([{ n: 0 }]);
      await client.query('begin');
      await client.query(
        'delete from search_documents where product_id in (select id from products where slug like $1)',
        [ours],
      );
      await client.query('select statefront_search_refresh(array(select id from products where slug like $1))', [ours]);
      await client.query('commit');
      expect(await documents()).toEqual(imported);
    } finally {
      await client.end();
      await database.close();
    }
  }, 180_000);
});
