import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { rawGet } from '#tests/support/raw-get';
import { startTestServer, type TestServer } from '#tests/support/server';

const decoded = (response: { headers: IncomingHttpHeaders; body: Buffer }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  if (encoding === undefined) return response.body.toString();
  throw new Error(`unexpected content-encoding ${encoding}`);
};

const varies = (headers: IncomingHttpHeaders) => /accept-encoding/i.test(String(headers.vary));

const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `dress ${i}`))};`;
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);

let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'statefront-first-load-'));
  mkdirSync(path.join(dist, 'assets'));
  // Long enough to be worth compressing, as the real index.html is.
  const padding = `<!-- ${'storefront '.repeat(150)} -->`;
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><!--statefront-config--><title>Statefront</title>${padding}</head>` +
      `<body><div id="root"></div></body></html>`,
  );
  // What the build's precompress step leaves beside a hashed asset.
  const asset = path.join(dist, 'assets', 'index-9c1d2e.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(path.join(dist, 'assets', 'photo-5e6f7a.png'), pngBytes);
  server = await startTestServer({ distDir: dist, config: { basePath: '/shop/', apiBase: '/api/v1' } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('compressed answers', () => {
  const assetUrl = () => `${server.url}/shop/assets/index-9c1d2e.js`;

  it('sends a hashed asset as its brotli or gzip file by Accept-Encoding, cached for good', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
    ] as const) {
      const response = await rawGet(assetUrl(), { 'accept-encoding': accept });
      expect(response.status, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(varies(response.headers), accept).toBe(true);
      expect(decoded(response), accept).toBe(script);
    }
  });

  it('sends the asset as it is to a client that accepts no encoding, still saying it varies', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await rawGet(assetUrl(), headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(varies(response.headers)).toBe(true);
      expect(response.body.toString()).toBe(script);
    }
  });

  it('compresses the HTML on the fly', async () => {
    const response = await rawGet(`${server.url}/shop/product/anything`, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(varies(response.headers)).toBe(true);
    expect(decoded(response)).toContain('<base href="/shop/">');
    const plain = await rawGet(`${server.url}/shop/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<base href="/shop/">');
  });

  it('compresses API JSON on the fly', async () => {
    const response = await rawGet(`${server.url}/api/v1/categories/6/y`, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(varies(response.headers)).toBe(true);
    const body = JSON.parse(decoded(response)) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('compresses the drawn SVG pictures, but not their 304s', async () => {
    const url = `${server.url}/media/banners/vertical-1.svg`;
    const response = await rawGet(url, { 'accept-encoding': 'br' });
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toMatch(/^<svg[\s>]/);
    const again = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': String(response.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body.length).toBe(0);
  });

  it('leaves images in compressed formats as they are', async () => {
    const response = await rawGet(`${server.url}/shop/assets/photo-5e6f7a.png`, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(pngBytes)).toBe(true);
  });

  it('leaves small answers uncompressed', async () => {
    const response = await rawGet(`${server.url}/api/v1/nothing-here`, { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toEqual({ message: 'Not found' });
  });
});

describe('for search engines', () => {
  it('serves robots.txt at the root, naming the sitemap by its absolute URL', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /shop/checkout');
    expect(lines).toContain(`Sitemap: ${server.url}/shop/sitemap.xml`);
  });

  it('lists home, the information pages, every category and every product in sitemap.xml', async () => {
    const response = await fetch(`${server.url}/shop/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const loc of locs) expect(loc.startsWith(`${server.url}/shop/`), loc).toBe(true);
    for (const page of ['', 'shop', 'aboutus', 'contactus', 'privacypolicy', 'termsandconditions']) {
      expect(locs, page).toContain(`${server.url}/shop/${page}`);
    }
    const productCount = (await server.ctx.db.select({ slug: products.slug }).from(products)).length;
    expect(locs.filter((loc) => loc.startsWith(`${server.url}/shop/product/`))).toHaveLength(productCount);
    // categories at each depth: /shop/top, /shop/top/sub, /shop/top/sub/subsub
    for (const depth of [1, 2, 3]) {
      expect(
        locs.some(
          (loc) =>
            loc.slice(`${server.url}/shop/shop/`.length).split('/').length === depth &&
            loc.startsWith(`${server.url}/shop/shop/`),
        ),
        `depth ${depth}`,
      ).toBe(true);
    }
  });

  it("gives each page a meta description: the shop's, or on a product page the product's", async () => {
    const meta = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
    const { data } = (await (await fetch(`${server.url}/api/v1/meta-content`)).json()) as { data: { desc: string }[] };
    const shopDescription = data[0]!.desc;
    expect(shopDescription).not.toBe('');
    expect(meta(await (await fetch(`${server.url}/shop/`)).text())).toBe(shopDescription);
    expect(meta(await (await fetch(`${server.url}/shop/product/no-such-product`)).text())).toBe(shopDescription);

    const [product] = await server.ctx.db
      .select({ slug: products.slug, meta: products.metaDescription, short: products.shortDescription })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    const own = product!.meta || product!.short;
    expect(own).not.toBe('');
    expect(meta(await (await fetch(`${server.url}/shop/product/${product!.slug}`)).text())).toBe(
      own
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/'/g, '&#39;'),
    );
  });
});
