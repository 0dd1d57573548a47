/**
 * The catalog cache (decision 0011): answers stay right after every write that changes
 * them, hearts are never served across shoppers, GETs revalidate with ETags, and the
 * cache itself is bounded.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache, catalogAnswer } from '#server/http-cache/answer-cache';
import { advanceOrder } from '#server/cli/commands';
import { foldSoldCounts } from '#server/orders/sold-counts';
import { products, variants } from '#server/db/schema';
import { ownProducts } from '#tests/support/own-products';
import { rawGet } from '#tests/support/raw-get';
import { startTestServer } from '#tests/support/server';
import { addToCart, call, cashOrder, newShopper, variantWithStock, type VariantPick } from '../orders/support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
/** A server with CATALOG_CACHE=off, for the tests of what stays on without the cache. */
let off: Server;

beforeAll(async () => {
  [server, off] = await Promise.all([startTestServer(), startTestServer({ config: { catalogCache: false } })]);
});
afterAll(() => Promise.all([server?.close(), off?.close()]));

/**
 * The units the tests before sold, counted now: the server's sold-counts pass would otherwise count them between two
 * reads a test counts, and a fold that counts empties the cache (decision 0081). With none due, its folds write nothing.
 */
const countSoldBefore = () => foldSoldCounts(server.ctx.db);

interface Detail {
  int_glcode: number;
  var_slug: string;
  liked: boolean;
  like: 'Y' | 'N';
  total_review: number;
  variants: { variant_id: number; option_ids: number[]; stock: number }[];
}

async function slugOf(productId: number): Promise<string> {
  const [row] = await server.ctx.db.select({ slug: products.slug }).from(products).where(eq(products.id, productId));
  return row!.slug;
}

const detail = async (slug: string, token?: string) =>
  (await call<{ data: Detail }>(server.url, 'GET', `/products/${slug}`, { token })).body.data;
const stockShown = async (pick: VariantPick) =>
  (await detail(await slugOf(pick.productId))).variants.find((v) => v.variant_id === pick.variantId)!.stock;

async function lookedUpStock(pick: VariantPick): Promise<number> {
  const variant = (await detail(await slugOf(pick.productId))).variants.find((v) => v.variant_id === pick.variantId)!;
  const answer = await call(server.url, 'POST', '/variant', {
    body: { fk_product: pick.productId, variant_ids: variant.option_ids },
  });
  expect(answer.body.data.variant_id).toBe(pick.variantId);
  return answer.body.data.stock as number;
}

describe('catalog cache: writes are visible in the next read', () => {
  it('an order takes stock and a cancel gives it back: the next getProduct and lookupVariant show it', async () => {
    expect(server.ctx.catalogCache.enabled).toBe(true);
    const pick = await variantWithStock(server.ctx.db, 40, 6);
    // Read twice: the second answer comes from the cache.
    expect(await stockShown(pick)).toBe(6);
    expect(await lookedUpStock(pick)).toBe(6);
    const hits = server.ctx.catalogCache.stats.hits;
    expect(await stockShown(pick)).toBe(6);
    expect(await lookedUpStock(pick)).toBe(6);
    expect(server.ctx.catalogCache.stats.hits).toBeGreaterThan(hits);

    const shopper = await newShopper(server.url);
    await addToCart(server.url, shopper, pick, 2);
    const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    expect(placed.status).toBe(201);
    expect(await stockShown(pick)).toBe(4);
    expect(await lookedUpStock(pick)).toBe(4);

    const cancelled = await call(server.url, 'PUT', `/orders/${placed.body.data.int_glcode}/cancel`, {
      token: shopper.token,
    });
    expect(cancelled.status).toBe(200);
    expect(await stockShown(pick)).toBe(6);
    expect(await lookedUpStock(pick)).toBe(6);
  });

  it("an order takes stock from a card's default variant: the next search and listing show it", async () => {
    await countSoldBefore();
    const [own] = await ownProducts(server.ctx.db, 1, 5);
    type Card = { int_glcode: number; default_variant: { int_glcode: number; stock: number } };
    const searched = async () =>
      (
        await call<{ products: Card[] }>(server.url, 'POST', '/search', { body: { search: own!.title } })
      ).body.products.find((item) => item.int_glcode === own!.id)!.default_variant;
    const listed = async () =>
      (await call<{ data: Card[] }>(server.url, 'POST', '/products', { body: { search: own!.title } })).body.data.find(
        (item) => item.int_glcode === own!.id,
      )!.default_variant;
    // Read twice: the second answers come from the cache.
    expect([(await searched()).stock, (await listed()).stock]).toEqual([5, 5]);
    const hits = server.ctx.catalogCache.stats.hits;
    const variant = await searched();
    expect([variant.stock, (await listed()).stock]).toEqual([5, 5]);
    expect(server.ctx.catalogCache.stats.hits).toBe(hits + 2);

    const shopper = await newShopper(server.url);
    await addToCart(
      server.url,
      shopper,
      { productId: own!.id, variantId: variant.int_glcode, title: '', price: 0, sellingPrice: 0 },
      2,
    );
    expect((await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) })).status).toBe(
      201,
    );
    expect([(await searched()).stock, (await listed()).stock]).toEqual([3, 3]);
  });

  it('a review shows in the next getProduct', async () => {
    const pick = await variantWithStock(server.ctx.db, 41, 5);
    const slug = await slugOf(pick.productId);
    const before = (await detail(slug)).total_review;
    const shopper = await newShopper(server.url);
    await addToCart(server.url, shopper, pick, 1);
    const order = (await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) })).body
      .data;
    for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(order.int_glcode));
    expect((await detail(slug)).total_review).toBe(before);
    const review = {
      fk_product: pick.productId,
      rating: 5,
      review_text: 'Fits well.',
      user_id: 1,
      var_email: shopper.email,
      var_name: 'Test',
    };
    expect((await call(server.url, 'POST', '/review', { token: shopper.token, body: review })).status).toBe(201);
    expect((await detail(slug)).total_review).toBe(before + 1);
  });

  it('a write made outside the API (the operator, any SQL) reaches the cache through the database notification', async () => {
    const pick = await variantWithStock(server.ctx.db, 42, 7);
    expect(await stockShown(pick)).toBe(7);
    await server.ctx.db.update(variants).set({ stock: 3 }).where(eq(variants.id, pick.variantId));
    expect(await stockShown(pick)).toBe(3);
    await server.ctx.db
      .update(products)
      .set({ title: 'Renamed by the operator' })
      .where(eq(products.id, pick.productId));
    const listed = await call(server.url, 'POST', '/search', { body: { search: 'Renamed by the operator' } });
    expect(listed.body.products.map((p: { int_glcode: number }) => p.int_glcode)).toEqual([pick.productId]);
  });
});

describe('catalog cache: hearts are per shopper', () => {
  it('a liked product is liked for its shopper only, on lists, search and the product page', async () => {
    const list = (token?: string) =>
      call<{ data: { int_glcode: number; liked: boolean }[] }>(server.url, 'POST', '/products', {
        token,
        body: { fk_category: 'all', limit: 9, page: 1 },
      });
    const anonymous = (await list()).body.data;
    const first = anonymous[0]!;
    const slug = await slugOf(first.int_glcode);
    const [fan, other] = [await newShopper(server.url), await newShopper(server.url)];
    expect(
      (await call(server.url, 'PUT', '/like', { token: fan.token, body: { fk_product: first.int_glcode } })).status,
    ).toBe(200);

    const likedIn = async (token?: string) =>
      (await list(token)).body.data.find((item) => item.int_glcode === first.int_glcode)!.liked;
    expect(await likedIn(fan.token)).toBe(true);
    expect(await likedIn(other.token)).toBe(false);
    expect(await likedIn()).toBe(false);
    expect(await likedIn(fan.token)).toBe(true);

    const page = await call<{ data: Detail }>(server.url, 'GET', `/products/${slug}`, { token: fan.token });
    expect(page.body.data).toMatchObject({ liked: true, like: 'Y' });
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await detail(slug, other.token)).toMatchObject({ liked: false, like: 'N' });
    expect(await detail(slug)).toMatchObject({ liked: false, like: 'N' });

    const title = (anonymous[0] as unknown as { var_title: string }).var_title;
    const searched = async (token?: string) =>
      (
        (await call(server.url, 'POST', '/search', { token, body: { search: title } })).body.products as {
          int_glcode: number;
          liked: boolean;
        }[]
      ).find((p) => p.int_glcode === first.int_glcode)!.liked;
    expect(await searched(fan.token)).toBe(true);
    expect(await searched(other.token)).toBe(false);
    expect(await searched()).toBe(false);

    // Unliking shows at once: hearts are never cached.
    await call(server.url, 'PUT', '/like', { token: fan.token, body: { fk_product: first.int_glcode } });
    expect(await likedIn(fan.token)).toBe(false);
  });
});

describe('catalog cache: HTTP validators on public GETs', () => {
  it('answers an ETag and Cache-Control, 304 for the current ETag, and a new ETag after a change', async () => {
    const pick = await variantWithStock(server.ctx.db, 43, 9);
    const slug = await slugOf(pick.productId);
    const first = await call(server.url, 'GET', `/products/${slug}`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toMatch(/authorization/i);

    const again = await fetch(`${server.apiUrl}/products/${slug}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await variantWithStock(server.ctx.db, 43, 8);
    const changed = await fetch(`${server.apiUrl}/products/${slug}`, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);

    for (const path of ['/categories/6/y', '/attribute-tree/all', '/product-search/kur']) {
      const answer = await fetch(`${server.apiUrl}${path}`);
      expect(answer.status, path).toBe(200);
      const tag = answer.headers.get('etag')!;
      expect(
        (await fetch(`${server.apiUrl}${path}`, { headers: { 'if-none-match': `W/${tag}, "other"` } })).status,
        path,
      ).toBe(304);
    }
  });
});

describe('catalog cache: concurrent misses and listing totals', () => {
  it('ten concurrent requests for an answer not yet kept compute it once, and all get it', async () => {
    await countSoldBefore();
    const cache = server.ctx.catalogCache;
    cache.invalidate();
    const { misses, shared, hits } = { ...cache.stats };
    // An open transaction holds PGlite's only connection, so the first computation waits until all ten have asked.
    let release!: () => void;
    const held = server.ctx.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    const answers = Promise.all(
      Array.from({ length: 10 }, () => call(server.url, 'POST', '/search', { body: { search: 'a' } })),
    );
    while (cache.stats.misses + cache.stats.shared - misses - shared < 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await held;
    const bodies = await answers;
    expect(bodies.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(cache.stats.misses - misses).toBe(1);
    expect(cache.stats.shared - shared).toBe(9);
    expect(cache.stats.hits - hits).toBe(0);
    expect(new Set(bodies.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(bodies[0]!.body.products.length).toBeGreaterThan(0);
  });

  it('a listing total is counted once for all pages of a filter, and is exact after a write', async () => {
    const filter = { fk_category: 'all', from_price: 1000, to_price: 2000, limit: 2 };
    const list = (page: number) =>
      call<{ total: number; data: { int_glcode: number }[] }>(off.url, 'POST', '/products', {
        body: { ...filter, page },
      });
    const totals = off.ctx.catalogCache.totals.stats;
    const first = await list(1);
    const counted = totals.misses;
    expect((await list(2)).body.total).toBe(first.body.total);
    expect((await list(3)).body.total).toBe(first.body.total);
    expect(totals.misses).toBe(counted);
    expect(first.body.total).toBeGreaterThan(2);

    // The operator prices one product out of the range: every page's total drops by one at once.
    const leaving = first.body.data[0]!.int_glcode;
    await off.ctx.db.update(products).set({ sellingPricePaise: 999_999_00 }).where(eq(products.id, leaving));
    const after = await list(2);
    expect(after.body.total).toBe(first.body.total - 1);
    expect((await list(1)).body.data.map((item) => item.int_glcode)).not.toContain(leaving);
  });
});

describe('catalog cache: compressed answers', () => {
  it('sends a kept answer compressed as the client accepts, the same bytes each time, decoding to the answer', async () => {
    const path = '/attribute-tree/all';
    const plain = await fetch(`${server.apiUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const expected = await plain.text();
    expect(expected.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const [one, two] = [
        await rawGet(`${server.apiUrl}${path}`, { 'accept-encoding': encoding }),
        await rawGet(`${server.apiUrl}${path}`, { 'accept-encoding': encoding }),
      ];
      for (const answer of [one, two]) {
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(String(answer.headers.vary)).toMatch(/authorization/i);
        expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
        expect(answer.headers.etag).toBe(plain.headers.get('etag'));
      }
      expect(two.body.equals(one.body)).toBe(true);
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(decode(one.body).toString()).toBe(expected);
    }
  });
});

describe('AnswerCache', () => {
  const answerOf = (size: number) => catalogAnswer({ pad: 'x'.repeat(size) }, []);

  it('shares one computation among concurrent misses of a key', async () => {
    const cache = new AnswerCache({ enabled: true, maxBytes: 1_000_000 });
    cache.setListening(true);
    let computed = 0;
    let release!: () => void;
    const compute = () => (
      computed++, new Promise<ReturnType<typeof answerOf>>((resolve) => (release = () => resolve(answerOf(10))))
    );
    const waiting = Array.from({ length: 10 }, () => cache.answer('k', compute));
    release();
    const answers = await Promise.all(waiting);
    expect(computed).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps at most maxBytes of answers, dropping the least recently used', async () => {
    const cache = new AnswerCache({ enabled: true, maxBytes: 3_000 });
    cache.setListening(true);
    for (const key of ['a', 'b', 'c']) await cache.answer(key, async () => answerOf(900));
    await cache.answer('a', async () => answerOf(900)); // a is now the most recent
    await cache.answer('d', async () => answerOf(900)); // over the cap: b goes
    expect(cache.size.bytes).toBeLessThanOrEqual(3_000);
    expect(cache.size.entries).toBe(3);
    let computed = 0;
    await cache.answer('b', async () => (computed++, answerOf(900)));
    await cache.answer('a', async () => (computed++, answerOf(900)));
    expect(computed).toBe(1);
    expect(cache.stats.evictions).toBeGreaterThan(0);
  });

  it('never stores an answer computed across an invalidation, nor while not listening', async () => {
    const cache = new AnswerCache({ enabled: true, maxBytes: 1_000_000 });
    cache.setListening(true);
    let release!: () => void;
    const slow = cache.answer('k', () => new Promise((resolve) => (release = () => resolve(answerOf(10)))));
    cache.invalidate();
    release();
    await slow;
    expect(cache.size.entries).toBe(0);

    cache.setListening(false);
    await cache.answer('k', async () => answerOf(10));
    expect(cache.size.entries).toBe(0);
  });

  it('CATALOG_CACHE=off answers every read from the database', async () => {
    const body = { fk_category: 'all', limit: 3, page: 1 };
    const a = await call(off.url, 'POST', '/products', { body });
    const b = await call(off.url, 'POST', '/products', { body });
    expect(b.body).toEqual(a.body);
    expect(off.ctx.catalogCache.enabled).toBe(false);
    expect(off.ctx.catalogCache.stats.hits + off.ctx.catalogCache.stats.misses).toBe(0);
  });
});
