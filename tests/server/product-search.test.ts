/** Search's narrow copy of the products (migration 0007, decision 0017) stays in step with every kind of write. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connect';
import { seededDatabase } from '../support/seeded-database';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.close());

const rows = async <Row>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as Row[];

/** Rows of either side that the other lacks: none when product_search is in step. */
const drift = () =>
  rows(sql`(select id, title_lower, sold_count, category_id, subcategory_id from products
      except select product_id, title_lower, sold_count, category_id, subcategory_id from product_search)
    union all
    (select product_id, title_lower, sold_count, category_id, subcategory_id from product_search
      except select id, title_lower, sold_count, category_id, subcategory_id from products)`);

describe('product_search', () => {
  it('holds every seeded product', async () => {
    const [counts] = await rows<{ products: number; copies: number }>(
      sql`select (select count(*)::int from products) as products, (select count(*)::int from product_search) as copies`,
    );
    expect(counts!.products).toBeGreaterThan(0);
    expect(counts!.copies).toBe(counts!.products);
    expect(await drift()).toEqual([]);
  });

  it('follows renames, sales and moves of many rows in one statement', async () => {
    await database.db.execute(sql`update products set title = title || ' Édition', sold_count = sold_count + id % 7 where id % 3 = 0`);
    await database.db.execute(sql`update products set subcategory_id = category_id where id % 5 = 0`);
    expect(await drift()).toEqual([]);
    const [renamed] = await rows<{ title_lower: string }>(sql`select title_lower from product_search where product_id = 3`);
    expect(renamed!.title_lower).toMatch(/ édition$/);
  });

  it('leaves its row alone when nothing it holds changed', async () => {
    const version = async () =>
      (await rows<{ version: string }>(sql`select xmin::text as version from product_search where product_id = 1`))[0]!.version;
    const before = await version();
    await database.db.execute(sql`update products set price_paise = price_paise + 100 where id = 1`);
    expect(await version()).toBe(before);
    await database.db.execute(sql`update products set sold_count = sold_count + 1 where id = 1`);
    expect(await version()).not.toBe(before);
  });

  it('gains a new product and loses a deleted one', async () => {
    const [added] = await rows<{ id: number }>(sql`insert into products
        (slug, title, category_id, subcategory_id, brand_id, price_paise, selling_price_paise, image)
      select slug || '-again', 'Zephyr Test Kurta', category_id, subcategory_id, brand_id, price_paise, selling_price_paise, image
        from products order by id limit 1
      returning id`);
    expect(await rows(sql`select title_lower from product_search where product_id = ${added!.id}`)).toEqual([
      { title_lower: 'zephyr test kurta' },
    ]);
    expect(await drift()).toEqual([]);
    await database.db.execute(sql`delete from products where id = ${added!.id}`);
    expect(await rows(sql`select 1 from product_search where product_id = ${added!.id}`)).toEqual([]);
    expect(await drift()).toEqual([]);
  });

  it('is searched through its trigram index, which holds every row without a VACUUM (none runs on PGlite)', async () => {
    const plan = await rows<{ 'QUERY PLAN': string }>(sql`explain select product_id from product_search where title_lower like '%kurta%'`);
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('Bitmap Index Scan on product_search_title_lower_trgm_idx');
  });
});
