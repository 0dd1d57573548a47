import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#tests/support/server';

let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'statefront-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--statefront-config--><script type="module" ' +
      'src="./assets/app-4f3a2b.js"></script>\n<link rel="stylesheet" crossorigin ' +
      'href="./assets/app-4f3a2b.css">\n</head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-4f3a2b.js'), 'console.log("storefront")');
  writeFileSync(path.join(dist, 'assets', 'app-4f3a2b.css'), 'body{margin:0}');
  writeFileSync(path.join(dist, 'assets', 'gallery-2b.css'), '.gallery{display:grid}');
  writeFileSync(path.join(dist, 'humans.txt'), 'Made in Chennai');
  // Vite's manifest: the entry, a chunk it shares with the product route, and that route's split views.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-4f3a2b.js', isEntry: true, imports: ['_react-1a.js'] },
      '_react-1a.js': { file: 'assets/react-1a.js' },
      '_gallery-2b.js': { file: 'assets/gallery-2b.js', imports: ['_react-1a.js'], css: ['assets/gallery-2b.css'] },
      'src/routes/product.$slug.tsx?tsr-split=component': {
        file: 'assets/product-3c.js',
        isDynamicEntry: true,
        imports: ['_react-1a.js', '_gallery-2b.js'],
      },
    }),
  );
  server = await startTestServer({ distDir: dist, config: { basePath: '/shop/', apiBase: '/api/v1' } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('storefront under a base path', () => {
  it('injects the runtime config into index.html, uncached', async () => {
    const response = await fetch(`${server.url}/shop/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).not.toContain('<!--statefront-config-->');
    expect(html).toContain('<base href="/shop/">');
    const meta = /<meta name="statefront-config" content="([^"]*)">/.exec(html);
    expect(meta).not.toBeNull();
    const json = meta![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(JSON.parse(json)).toEqual({
      basePath: '/shop/',
      apiBase: '/api/v1',
      currency: '₹',
      origin: new URL(server.url).origin,
    });
  });

  it("answers each of the router's pages with index.html", async () => {
    for (const route of ['/shop/cart', '/shop/aboutus', '/shop/orderdetail/12', '/shop/shop/', '/shop/product/']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain('<base href="/shop/">');
    }
  });

  it('answers a path that is no page and no file with 404 and index.html, where the app draws its not-found page', async () => {
    for (const route of [
      '/shop/no-such-page',
      '/shop/.env',
      '/shop/.git/config',
      '/shop/PG_VERSION',
      '/shop/__e2e/reset',
      '/shop/shop/a/b/c/d',
      '/shop/aboutus/more',
    ]) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(404);
      expect(response.headers.get('content-type'), route).toMatch(/^text\/html/);
      expect(await response.text(), route).toContain('<base href="/shop/">');
    }
  });

  it('serves hashed assets with a long cache and other files with a short one', async () => {
    const asset = await fetch(`${server.url}/shop/assets/app-4f3a2b.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("storefront")');
    const other = await fetch(`${server.url}/shop/humans.txt`);
    expect(other.status).toBe(200);
    expect(other.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it(
    "names a page's route chunks, not the entry's, so they load beside it, and inlines the " +
      "entry's style sheets and then the route's",
    async () => {
      const html = await (await fetch(`${server.url}/shop/product/floral-wrap-dress`)).text();
      const links = html.match(/<link rel="(modulepreload|preload|stylesheet)"[^>]*>/g);
      // The inlined sheets are named by links of a type that is not CSS (never fetched), which Vite's loader takes as loaded.
      expect(links).toEqual([
        '<link rel="modulepreload" crossorigin href="./assets/product-3c.js">',
        '<link rel="modulepreload" crossorigin href="./assets/gallery-2b.js">',
        '<link rel="stylesheet" href="./assets/app-4f3a2b.css" type="text/x-inlined">',
        '<link rel="stylesheet" href="./assets/gallery-2b.css" type="text/x-inlined">',
      ]);
      expect(html).toContain('<style>body{margin:0}\n.gallery{display:grid}</style>');
      const other = await (await fetch(`${server.url}/shop/aboutus`)).text();
      expect(other).not.toContain('modulepreload');
      expect(other).toContain('<style>body{margin:0}</style>');
      expect(other.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
        '<link rel="stylesheet" href="./assets/app-4f3a2b.css" type="text/x-inlined">',
      ]);
    },
  );

  it('never sends what sits in a dot folder of the build: the manifest, the prerender', async () => {
    const response = await fetch(`${server.url}/shop/.vite/manifest.json`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).not.toContain('isEntry');
  });

  it('does not leak files outside dist', async () => {
    const response = await fetch(`${server.url}/shop/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });

  it('sends / to the base path and keeps the API and media out of client routing', async () => {
    const root = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/shop/');
    const api = await fetch(`${server.url}/api/v1/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
  });
});

describe('storefront not built', () => {
  let empty: string;
  let bare: TestServer;
  beforeAll(async () => {
    empty = mkdtempSync(path.join(tmpdir(), 'statefront-nodist-'));
    bare = await startTestServer({ distDir: empty });
  });
  afterAll(async () => {
    await bare?.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('says how to build it', async () => {
    const response = await fetch(`${bare.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('npm run build');
  });

  it('answers 404 for a path that is no page, at the root too', async () => {
    for (const route of ['/.env', '/no-such-page'])
      expect((await fetch(`${bare.url}${route}`)).status, route).toBe(404);
  });
});
