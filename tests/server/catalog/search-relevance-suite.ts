/**
 * The relevance set (search-relevance-cases.ts) against one database (PGlite in tests/server,
 * PostgreSQL in tests/pg): each case's first five products are read through the API and
 * judged against the catalog's own rows. The score and every miss are printed; at least
 * 95% must hold.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type TestServer } from '#tests/support/server';
import { relevanceCases, type RelevanceCase } from './search-relevance-cases';

/** What a product is, for judging: its title, brand, categories, colours and tags. */
type About = Record<string, unknown> & {
  title: string;
  brand: string;
  categories: string[];
  colours: string[];
  tags: string[];
};

const REQUIRED_SCORE = 0.95;

export function describeSearchRelevance(label: string, start: () => Promise<TestServer>) {
  let server: TestServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  /** Every product of the shop, as judged. */
  async function catalog(): Promise<Map<number, About>> {
    const { rows } = await server.ctx.db.execute<About & { id: number }>(sql`select p.id, p.title, b.title as brand,
        array_remove(array[c1.title, c2.title, c3.title], null) as categories,
        array(select distinct av.title from variants v join variant_values vv on vv.variant_id = v.id
          join attribute_values av on av.id = vv.attribute_value_id where v.product_id = p.id) as colours,
        array(select t.title from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = p.id) as tags
      from products p join brands b on b.id = p.brand_id join categories c1 on c1.id = p.category_id
        join categories c2 on c2.id = p.subcategory_id left join categories c3 on c3.id = p.subsubcategory_id
`);
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function topFive(test: RelevanceCase): Promise<number[]> {
    const client = api(server.url);
    if (test.suggest) {
      const { data } = await client.GET('/product-search/{text}', { params: { path: { text: test.query } } });
      return data!.data.slice(0, 5).map((item) => item.int_glcode);
    }
    const { data } = await client.POST('/search', { body: { search: test.query } });
    return data!.products.slice(0, 5).map((item) => item.int_glcode);
  }

  const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/);

  const isMeant = (test: RelevanceCase, product: About) =>
    (!test.title || test.title.every((word) => words(product.title).some((titleWord) => titleWord.startsWith(word)))) &&
    (!test.colour || product.colours.includes(test.colour)) &&
    (!test.brand || product.brand === test.brand) &&
    (!test.category || product.categories.some((category) => category.includes(test.category!))) &&
    (!test.tag || product.tags.includes(test.tag));

  /** Why the top five miss the case, or null when they answer it. */
  function miss(test: RelevanceCase, top: number[], shop: Map<number, About>): string | null {
    if (test.nothing) return top.length === 0 ? null : `found ${top.length}`;
    if (top.length === 0) return 'found nothing';
    const found = top.map((id) => shop.get(id)!);
    const meant = [...shop.values()].filter((product) => isMeant(test, product)).length;
    for (const product of found.slice(0, Math.min(5, meant))) {
      if (!isMeant(test, product))
        return (
          `"${product.title}" (${product.brand}; ${product.categories.join(' > ')}; ` +
          `${product.colours.join(', ')}; ${product.tags.join(', ')})`
        );
    }
    const missing = (test.titles ?? []).filter((title) => !found.some((product) => product.title === title));
    return missing.length ? `not in the top five: ${missing.join(', ')}` : null;
  }

  describe(`search relevance on ${label}`, () => {
    it(`puts what each query means in its top five for at least ${REQUIRED_SCORE * 100}% of ${relevanceCases.length} queries`, async () => {
      expect(relevanceCases.length).toBeGreaterThanOrEqual(60);
      const misses: string[] = [];
      let shop = await catalog();
      for (const test of relevanceCases) {
        const top = await topFive(test);
        // Other files' products, made since (on PostgreSQL the suite shares one database).
        if (top.some((id) => !shop.has(id))) shop = await catalog();
        const why = miss(test, top, shop);
        if (why) misses.push(`${test.kind}: "${test.query}" → ${why}`);
      }
      const score = (relevanceCases.length - misses.length) / relevanceCases.length;
      console.log(
        `search relevance on ${label}: ${(score * 100).toFixed(1)}% (${relevanceCases.length - misses.length}/${relevanceCases.length})`,
      );
      for (const line of misses) console.log(`  miss ${line}`);
      expect(score, misses.join('\n')).toBeGreaterThanOrEqual(REQUIRED_SCORE);
      // Eighty searches, one after another, on a machine that may be busy.
    }, 180_000);
  });
}
