/**
 * The listing's and search's sorts, against one database (PGlite in tests/server, PostgreSQL
 * in tests/pg): every sort in its order, ties broken by id, and paging across ties never
 * repeating or skipping a product. The products ordered are the file's own (copies of one
 * seeded product, so they tie on everything until the test sets their figures), found by
 * the text only their titles hold: other files may write to the same database meanwhile.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '#openapi/client';
import { products, reviews, variants } from '#server/db/schema';
import { ownProducts, type OwnProduct } from '#tests/support/own-products';
import { api, type TestServer } from '#tests/support/server';

type Sort = Schemas['ProductSort'];
type Filter = Partial<Schemas['ProductFilter']>;

/** What each product's figures are set to: ties on every key, in an order that is not the ids'. */
const figures = [
  { price: 500, daysAgo: 3, sold: 7, ratings: [4, 5] },
  { price: 300, daysAgo: 1, sold: 2, ratings: [] },
  { price: 300, daysAgo: 3, sold: 7, ratings: [5, 4] },
  { price: 800, daysAgo: 1, sold: 9, ratings: [3] },
  { price: 300, daysAgo: 2, sold: 2, ratings: [5] },
  { price: 100, daysAgo: 3, sold: 0, ratings: [4, 5, 5, 4] },
  { price: 500, daysAgo: 2, sold: 9, ratings: [] },
];

interface Own {
  id: number;
  price: number;
  createdAt: number;
  sold: number;
  /** The average a card shows, in tenths, and how many reviews. */
  tenths: number;
  reviews: number;
}

const byNumber = (key: (own: Own) => number, direction: 1 | -1) => (a: Own, b: Own) => direction * (key(a) - key(b));
const thenId = (direction: 1 | -1) => byNumber((own) => own.id, direction);
const chain =
  (...orders: ((a: Own, b: Own) => number)[]) =>
  (a: Own, b: Own) =>
    orders.reduce((found, order) => found || order(a, b), 0);

/** Each sort's order, written out independently of the server's SQL. */
const expectedOrder: Record<Sort, (a: Own, b: Own) => number> = {
  newest: chain(
    byNumber((own) => own.createdAt, -1),
    thenId(-1),
  ),
  price_asc: chain(
    byNumber((own) => own.price, 1),
    thenId(1),
  ),
  price_desc: chain(
    byNumber((own) => own.price, -1),
    thenId(-1),
  ),
  best_selling: chain(
    byNumber((own) => own.sold, -1),
    thenId(1),
  ),
  rating: chain(
    byNumber((own) => own.tenths, -1),
    byNumber((own) => own.reviews, -1),
    thenId(1),
  ),
};
const sorts = Object.keys(expectedOrder) as Sort[];

export function describeListingSorts(label: string, start: () => Promise<TestServer>) {
  let server: TestServer;
  let mine: Own[];
  let text: string;

  beforeAll(async () => {
    server = await start();
    const made: OwnProduct[] = await ownProducts(server.ctx.db, figures.length, 1);
    text = made[0]!.title.split(' ').at(-1)!.replace(/-\d+$/, '');
    const now = Date.now();
    mine = await Promise.all(
      made.map(async (product, i) => {
        const figure = figures[i]!;
        const createdAt = new Date(now - figure.daysAgo * 86_400_000);
        const paise = figure.price * 100;
        await server.ctx.db
          .update(products)
          .set({ pricePaise: paise, sellingPricePaise: paise, createdAt, soldCount: figure.sold })
          .where(eq(products.id, product.id));
        await server.ctx.db
          .update(variants)
          .set({ pricePaise: paise, sellingPricePaise: paise })
          .where(eq(variants.productId, product.id));
        // Written as any review is: the reviews' triggers keep the product's rating figures.
        if (figure.ratings.length > 0) {
          await server.ctx.db
            .insert(reviews)
            .values(figure.ratings.map((rating) => ({ productId: product.id, name: 'Sort test', rating })));
        }
        const sum = figure.ratings.reduce((a, b) => a + b, 0);
        return {
          id: product.id,
          price: figure.price,
          createdAt: createdAt.getTime(),
          sold: figure.sold,
          tenths: figure.ratings.length ? Math.round((sum * 10) / figure.ratings.length) : 0,
          reviews: figure.ratings.length,
        };
      }),
    );
  });
  afterAll(() => server?.close());

  async function list(filter: Filter) {
    const { data, error } = await api(server.url).POST('/products', { body: filter as Schemas['ProductFilter'] });
    expect(error, JSON.stringify(filter)).toBeUndefined();
    return data!;
  }

  describe(`sorts on ${label}`, () => {
    it.each(sorts)('lists %s in its order, ties by id, each product once across pages of 2', async (sort) => {
      const seen: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const answer = await list({ search: text, sort, limit: 2, page });
        expect(answer.total).toBe(mine.length);
        seen.push(...answer.data.map((item) => item.int_glcode));
      }
      expect(seen).toEqual([...mine].sort(expectedOrder[sort]).map((own) => own.id));
    });

    it('lists the newest first when no sort is asked', async () => {
      const answer = await list({ search: text, limit: 60 });
      expect(answer.data.map((item) => item.int_glcode)).toEqual(
        [...mine].sort(expectedOrder.newest).map((own) => own.id),
      );
    });

    it.each(sorts)('searches in %s order, ties by id', async (sort) => {
      const { data } = await api(server.url).POST('/search', { body: { search: text, sort } });
      expect(data!.products.map((item) => item.int_glcode)).toEqual(
        [...mine].sort(expectedOrder[sort]).map((own) => own.id),
      );
    });

    it('searches best sellers first when no sort is asked', async () => {
      const { data } = await api(server.url).POST('/search', { body: { search: text } });
      expect(data!.products.map((item) => item.int_glcode)).toEqual(
        [...mine].sort(expectedOrder.best_selling).map((own) => own.id),
      );
    });

    it('follows a review written or removed in the rating sort', async () => {
      const unrated = [...mine].sort(expectedOrder.rating).at(-1)!;
      const added = await server.ctx.db
        .insert(reviews)
        .values([5, 5].map((rating) => ({ productId: unrated.id, name: 'Sort test', rating })))
        .returning({ id: reviews.id });
      const top = async () => (await list({ search: text, sort: 'rating', limit: 1 })).data[0]!.int_glcode;
      // The cache is flushed by the write's notification, which on PostgreSQL comes a moment after its commit
      // (decisions 0011, 0017): the answer follows the write within that moment, not at once.
      const settled = { timeout: 5_000, interval: 25 };
      // Two 5s outrank every lower average, and the one product with a single 5.
      await expect.poll(top, settled).toBe(unrated.id);
      await server.ctx.db.delete(reviews).where(
        inArray(
          reviews.id,
          added.map((review) => review.id),
        ),
      );
      await expect.poll(top, settled).toBe([...mine].sort(expectedOrder.rating)[0]!.id);
    });

    // The whole catalog takes the one-statement path (no filter): each page is in its sort's order.
    it.each([
      ['price_asc', (item: Schemas['ProductListItem']) => item.default_variant.selling_price, 1],
      ['price_desc', (item: Schemas['ProductListItem']) => item.default_variant.selling_price, -1],
      ['rating', (item: Schemas['ProductListItem']) => item.total_review_value * 1000 + item.total_review, -1],
    ] as const)('lists the whole catalog by %s', async (sort, key, direction) => {
      for (const page of [1, 3]) {
        const keys = (await list({ fk_category: 'all', sort, limit: 60, page })).data.map(key);
        expect(keys).toEqual([...keys].sort((a, b) => direction * (a - b)));
      }
    });
  });
}
