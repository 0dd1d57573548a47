/**
 * The unfiltered listing (decision 0017, "The unfiltered list in one statement"): one
 * prepared statement per page that picks the page and reads its cards, whose generic plan
 * PostgreSQL keeps, with the same answers as choosing the ids first and reading their cards.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRows, toListItem } from '#server/catalog/product-list-items';
import { startTestServer } from '#tests/support/server';
import { call } from '../orders/support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

type Sort = 'newest' | 'price_asc' | 'price_desc' | 'best_selling' | 'rating';
const sorts: Sort[] = ['newest', 'price_asc', 'price_desc', 'best_selling', 'rating'];

/** The contract's orders, ties broken by id. */
const orderOf: Record<Sort, SQL> = {
  newest: sql`created_at desc, id desc`,
  price_asc: sql`selling_price_paise asc, id asc`,
  price_desc: sql`selling_price_paise desc, id desc`,
  best_selling: sql`sold_count desc, id asc`,
  rating: sql`rating_tenths desc, review_count desc, id asc`,
};

const rows = async <Row>(query: SQL) => (await server.ctx.db.execute(query)).rows as Row[];

beforeAll(async () => {
  // The answer cache off: every request below must reach the database.
  server = await startTestServer({ config: { catalogCache: false } });
  // Ties in every sort key, so the order among equal keys is part of what is compared.
  await server.ctx.db.execute(sql`update products set
      sold_count = id % 4, selling_price_paise = 10000 + (id % 5) * 100, rating_tenths = (id % 3) * 10, review_count = id % 2,
      created_at = timestamptz '2024-01-01' + (id % 6) * interval '1 day'`);
});
afterAll(() => server?.close());

/** What the listing answered before it became one statement: the page's ids, then their cards. */
async function twoStepPage(sort: Sort, limit: number, page: number) {
  const ids = await rows<{ id: number }>(
    sql`select id from products order by ${orderOf[sort]} limit ${limit} offset ${(page - 1) * limit}`,
  );
  const [counted] = await rows<{ total: number }>(sql`select count(*)::int as total from products`);
  const cards = await cardRows(
    server.ctx,
    ids.map((row) => row.id),
  );
  return { data: cards.map(toListItem), total: counted!.total };
}

const listAll = async (sort: Sort, limit: number, page: number) => {
  const answer = await call(server.url, 'POST', '/products', { body: { fk_category: 'all', sort, limit, page } });
  expect(answer.status).toBe(200);
  return answer.body as { data: { int_glcode: number }[]; total: number };
};

/** Each prepared statement of the session: how often it ran on a generic plan and on a custom one. */
async function planCounts(): Promise<Map<string, { generic: number; custom: number }>> {
  const prepared = await rows<{ name: string; generic: number; custom: number }>(
    sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements`,
  );
  return new Map(prepared.map(({ name, ...counts }) => [name, counts]));
}

/** What ran between two planCounts: executions per statement, split by plan. */
function ran(
  before: Map<string, { generic: number; custom: number }>,
  after: Map<string, { generic: number; custom: number }>,
) {
  return [...after].flatMap(([name, counts]) => {
    const was = before.get(name) ?? { generic: 0, custom: 0 };
    const generic = counts.generic - was.generic;
    const custom = counts.custom - was.custom;
    return generic + custom > 0 ? [{ name, generic, custom }] : [];
  });
}

describe('listProducts without a filter', () => {
  it('answers every page of every sort as the page-then-cards queries did, ties and the last page included', async () => {
    const [counted] = await rows<{ total: number }>(sql`select count(*)::int as total from products`);
    const total = counted!.total;
    expect(total).toBeGreaterThan(100);
    for (const sort of sorts) {
      for (const limit of [9, 24]) {
        const pages = Math.ceil(total / limit);
        // Every page, and one past the last (empty).
        for (let page = 1; page <= pages + 1; page++) {
          const answer = await listAll(sort, limit, page);
          expect(answer).toEqual(await twoStepPage(sort, limit, page));
        }
        const last = await listAll(sort, limit, pages);
        expect(last.data.length).toBe(total - (pages - 1) * limit);
      }
    }
  });

  it('is one statement per request, on a plan PostgreSQL keeps (not planned again per page)', async () => {
    // Past the five custom plans PostgreSQL tries before it settles on a generic one.
    for (let page = 1; page <= 8; page++) await listAll('best_selling', 9, page);
    for (let page = 9; page <= 14; page++) {
      const before = await planCounts();
      await listAll('best_selling', 9, page);
      const statements = ran(before, await planCounts());
      expect(statements).toEqual([{ name: expect.any(String), generic: 1, custom: 0 }]);
    }
  });
});
