import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINED_ANSWERS_ID, requestKey, type InlinedAnswer } from '#drawn-page/inlined';
import { categories, products } from '#server/db/schema';
import { limits } from '#rules/limits';
import { startTestServer, type TestServer } from '#tests/support/server';

let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'statefront-first-screen-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--statefront-config--><title>Statefront</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ distDir: dist, config: { basePath: '/shop/', apiBase: '/api/v1' } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const blockPattern = new RegExp(`<script type="application/json" id="${INLINED_ANSWERS_ID}">(.*?)</script>`, 's');

async function page(
  pagePath: string,
): Promise<{ html: string; block: string | null; answers: Map<string, InlinedAnswer> }> {
  const html = await (await fetch(`${server.url}/shop/${pagePath}`)).text();
  const block = blockPattern.exec(html)?.[1] ?? null;
  const answers = new Map(
    (block ? (JSON.parse(block) as InlinedAnswer[]) : []).map((a) => [requestKey(a.method, a.path, a.body), a]),
  );
  return { html, block, answers };
}

/** What the API itself answers an anonymous caller. */
async function apiAnswer(method: 'GET' | 'POST', apiPath: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.apiUrl}${apiPath}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  expect(response.status, apiPath).toBe(200);
  return response.json();
}

const firstProduct = async () =>
  (
    await server.ctx.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1)
  )[0]!;

describe("the first screen's data in the HTML", () => {
  it("holds the home's calls with the API's own answers", async () => {
    const { answers } = await page('');
    const newArrivals = { limit: limits.newArrivalsPageSize, page: 1, fk_category: 'all' };
    const expected: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
      ['GET', '/general'],
      ['GET', '/categories/6/y'],
      ['GET', '/categories/8/n'],
      ['GET', '/categories/10/n'],
      ['POST', '/offerbanners'],
      ['GET', '/home-banners'],
      ['POST', '/products', newArrivals],
      ['GET', '/company-details'],
      ['GET', '/social-links'],
    ];
    for (const [method, apiPath, body] of expected) {
      const inlined = answers.get(requestKey(method, apiPath, body));
      expect(inlined?.answer, `${method} ${apiPath}`).toEqual(await apiAnswer(method, apiPath, body));
    }
    // Hearts differ for a signed-in shopper: the product list is marked so, the banners not.
    expect(answers.get(requestKey('POST', '/products', newArrivals))?.personal).toBe(true);
    expect(answers.get(requestKey('GET', '/home-banners', undefined))?.personal).toBe(false);
  });

  it("holds a product page's product, escaped so its text cannot close the script tag", async () => {
    const product = await firstProduct();
    const hostile = '</script><script>alert(1)</script><!--';
    await server.ctx.db.update(products).set({ shortDescription: hostile }).where(eq(products.id, product.id));
    server.ctx.catalogCache.invalidate();

    const { html, block, answers } = await page(`product/${product.slug}`);
    const inlined = answers.get(requestKey('GET', `/products/${product.slug}`, undefined))?.answer as {
      data: { var_slug: string; var_short_description: string; images: string[] };
    };
    expect(inlined.data.var_slug).toBe(product.slug);
    expect(inlined.data.var_short_description).toBe(hostile);
    expect(block).not.toContain('<');
    expect(html).not.toContain('<script>alert(1)');
  });

  it("holds a listing's first page and filters, but not when the URL filters it", async () => {
    const { answers } = await page('shop');
    const body = {
      limit: limits.listingPageSize,
      page: 1,
      fk_category: 'all',
      from_price: limits.priceMin,
      to_price: limits.priceMax,
    };
    expect(answers.get(requestKey('POST', '/products', body))?.answer).toEqual(
      await apiAnswer('POST', '/products', body),
    );
    expect(answers.get(requestKey('GET', '/attribute-tree/all', undefined))?.answer).toEqual(
      await apiAnswer('GET', '/attribute-tree/all'),
    );

    const filtered = await page('shop?page=2');
    expect([...filtered.answers.values()].some((a) => a.path === '/products')).toBe(false);
    expect(filtered.answers.has(requestKey('GET', '/general', undefined))).toBe(true);
  });

  it('holds a listing sorted as its URL asks, and nothing for an order the listing does not offer', async () => {
    const body = {
      limit: limits.listingPageSize,
      page: 1,
      fk_category: 'all',
      from_price: limits.priceMin,
      to_price: limits.priceMax,
      sort: 'price_asc',
    };
    const sorted = await page('shop?sort=price_asc');
    expect(sorted.answers.get(requestKey('POST', '/products', body))?.answer).toEqual(
      await apiAnswer('POST', '/products', body),
    );

    // The listing reads best_selling as Relevance (no sort): a list sorted so would be one the page never asks for.
    const unoffered = await page('shop?sort=best_selling');
    expect([...unoffered.answers.values()].some((a) => a.path === '/products')).toBe(false);
  });

  it('leaves out a call that fails, and gives the account screens nothing', async () => {
    const missing = await page('product/no-such-product');
    expect([...missing.answers.values()].some((a) => a.path.startsWith('/products/'))).toBe(false);
    expect(missing.html).not.toContain('rel="preload" as="image"');
    expect((await page('login')).block).toBeNull();
  });

  it('answers 404 where it learns that the product or category the page shows does not exist', async () => {
    const status = async (pagePath: string) => (await fetch(`${server.url}/shop/${pagePath}`)).status;
    const [category] = await server.ctx.db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.level, 1))
      .limit(1);
    expect(await status(`product/${(await firstProduct()).slug}`)).toBe(200);
    expect(await status('product/no-such-product')).toBe(404);
    expect(await status(`shop/${category!.slug}`)).toBe(200);
    expect(await status('shop/no-such-category')).toBe(404);
  });
});
