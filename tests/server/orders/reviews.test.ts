/**
 * One review per shopper per product: a second review replaces the first, so one
 * shopper moves a product's rating once; the name shown is the account's, whatever
 * the body's var_name says.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from '#server/cli/commands';
import { products } from '#server/db/schema';
import { startTestServer, type TestServer } from '#tests/support/server';
import { addToCart, call, cashOrder, newShopper, variantWithStock, type Shopper } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Detail {
  total_review: number;
  ratting: number;
  reviews: { var_name: string; rating: number; review_text: string }[];
}

/** A fresh shopper who has received the n-th variant's product, and that product's slug. */
async function shopperWhoReceived(n: number): Promise<{ shopper: Shopper; productId: number; slug: string }> {
  const shopper = await newShopper(server.url);
  const pick = await variantWithStock(server.ctx.db, n, 5);
  await addToCart(server.url, shopper, pick, 1);
  const order = (await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) })).body
    .data;
  for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(order.int_glcode));
  const [product] = await server.ctx.db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.id, pick.productId));
  return { shopper, productId: pick.productId, slug: product!.slug };
}

const detailOf = async (slug: string) =>
  (await call<{ data: Detail }>(server.url, 'GET', `/products/${slug}`)).body.data;

describe('reviews', () => {
  it('a second review by the same shopper replaces the first: the rating counts them once', async () => {
    const { shopper, productId, slug } = await shopperWhoReceived(33);
    const before = await detailOf(slug);
    const review = (rating: number, text: string) => ({
      fk_product: productId,
      rating,
      review_text: text,
      user_id: 1,
      var_email: shopper.email,
      var_name: 'Test',
    });
    for (const [rating, text] of [
      [1, 'Awful.'],
      [1, 'Still awful.'],
      [5, 'Changed my mind, lovely.'],
    ] as const) {
      expect(
        (await call(server.url, 'POST', '/review', { token: shopper.token, body: review(rating, text) })).status,
      ).toBe(201);
    }
    const after = await detailOf(slug);
    expect(after.total_review).toBe(before.total_review + 1);
    const texts = after.reviews.map((r) => r.review_text);
    expect(texts).toContain('Changed my mind, lovely.');
    expect(texts).not.toContain('Awful.');
    expect(texts).not.toContain('Still awful.');
    const sum = before.reviews.reduce((total, r) => total + r.rating, 0) + 5;
    expect(after.ratting).toBeCloseTo(Math.round((sum / after.total_review) * 10) / 10, 1);
  });

  it("shows the account's first name, not the var_name of the body", async () => {
    const { shopper, productId, slug } = await shopperWhoReceived(47);
    const body = {
      fk_product: productId,
      rating: 4,
      review_text: 'Fits well.',
      user_id: 1,
      var_email: 'admin@example.com',
      var_name: 'Store Admin (official)',
    };
    expect((await call(server.url, 'POST', '/review', { token: shopper.token, body })).status).toBe(201);
    const shown = (await detailOf(slug)).reviews.find((r) => r.review_text === 'Fits well.');
    expect(shown?.var_name).toBe('Test');
  });
});
