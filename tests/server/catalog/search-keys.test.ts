/** Search's copy of the columns it filters, ranks, sorts and pages by (decision 0036) stays in step with every kind of write. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connect';
import { seededDatabase } from '#tests/support/seeded-database';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.close());

const rows = async <Row>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as Row[];

const KEYS = sql.raw(
  'title_lower, category_id, subcategory_id, subsubcategory_id, brand_id, ' +
    'selling_price_paise, sold_count, rating_tenths, review_count, created_at',
);

/** Rows of either side that the other lacks: none when the copy is in step. */
const drift = () =>
  rows(sql`(select id, ${KEYS} from products except select product_id, ${KEYS} from search_documents)
    union all
    (select product_id, ${KEYS} from search_documents except select id, ${KEYS} from products)`);

describe("search_documents' copy of products' columns", () => {
  it('holds every seeded product as it is', async () => {
    const [counts] = await rows<{ products: number; documents: number }>(
      sql`select (select count(*)::int from products) as products, (select count(*)::int from search_documents) as documents`,
    );
    expect(counts!.products).toBeGreaterThan(0);
    expect(counts!.documents).toBe(counts!.products);
    expect(await drift()).toEqual([]);
  });

  it('follows prices, sales, moves and renames of many rows in one statement', async () => {
    await database.db.execute(
      sql`update products set selling_price_paise = selling_price_paise + id, sold_count = sold_count + id % 7 where id % 3 = 0`,
    );
    await database.db.execute(
      sql`update products set subcategory_id = category_id, brand_id = (select min(id) from brands) where id % 5 = 0`,
    );
    await database.db.execute(sql`update products set title = title || ' Édition' where id % 4 = 0`);
    expect(await drift()).toEqual([]);
  });

  it("follows a review's rating, which its own triggers write to products", async () => {
    await database.db.execute(sql`delete from reviews where product_id = 2`);
    await database.db.execute(sql`insert into reviews (product_id, name, rating) values (2, 'Asha', 3)`);
    expect(await rows(sql`select rating_tenths, review_count from search_documents where product_id = 2`)).toEqual([
      { rating_tenths: 30, review_count: 1 },
    ]);
    expect(await drift()).toEqual([]);
  });

  it('leaves its row alone when nothing it holds changed', async () => {
    const version = async () =>
      (
        await rows<{ version: string }>(sql`select xmin::text as version from search_documents where product_id = 1`)
      )[0]!.version;
    const before = await version();
    await database.db.execute(
      sql`update products set price_paise = price_paise + 100, is_new_arrival = not is_new_arrival where id = 1`,
    );
    expect(await version()).toBe(before);
  });

  it('gives a new product its columns', async () => {
    const [added] = await rows<{ id: number }>(sql`insert into products
        (slug, title, category_id, subcategory_id, brand_id, price_paise, selling_price_paise, sold_count, image)
      select slug || '-again', 'Zephyr Test Kurta', category_id, subcategory_id, brand_id, price_paise, selling_price_paise + 1, 5, image
        from products order by id limit 1
      returning id`);
    expect(
      await rows(sql`select title_lower, sold_count from search_documents where product_id = ${added!.id}`),
    ).toEqual([{ title_lower: 'zephyr test kurta', sold_count: 5 }]);
    expect(await drift()).toEqual([]);
  });
});
