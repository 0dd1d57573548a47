/**
 * `npm run shop -- reset --empty` (decision 0037): no products, no shoppers, no orders, the
 * settings kept, and no start seeds the demo again. A server started on it answers every
 * page and every call its first screens make, with empty lists where the catalog was.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { run } from '../../server/cli/main';
import { openDatabase } from '../../server/db/connect';
import { OWN_SHOP_KEY } from '../../server/db/site-content';
import { seedIfEmpty } from '../../server/seed';
import { loadPageRoutes } from '../../server/first-screen/page-routes';
import { pageRequests } from '../../server/first-screen/requests';
import { scratchDir } from '../../scripts/seeded-template';
import { seededDataDir } from '../support/seeded-database';
import { startTestServer, type TestServer } from '../support/server';

let dataDir: string;
let remove = () => {};
let dist: string;
beforeAll(async () => {
  ({ dataDir, remove } = await seededDataDir());
  dist = mkdtempSync(path.join(scratchDir(), 'statefront-empty-shop-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--statefront-config--><title>Statefront</title></head><body><div id="root"></div></body></html>');
});
afterAll(() => {
  remove();
  rmSync(dist, { recursive: true, force: true });
});

const counts = sql`select (select count(*)::int from products) as products, (select count(*)::int from users) as users,
  (select count(*)::int from orders) as orders, (select count(*)::int from categories) as categories,
  (select count(*)::int from banners) as banners, (select count(*)::int from site_content where key <> ${OWN_SHOP_KEY}) as settings,
  (select count(*)::int from site_content where key = ${OWN_SHOP_KEY}) as marked`;

describe('reset --empty', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('leaves the settings alone, and no start seeds the shop again', async () => {
    const said: string[] = [];
    await run(['reset', '--empty'], { out: (text) => said.push(text), open: () => openDatabase({ dataDir }) });
    expect(said).toEqual([expect.stringMatching(/^The shop was emptied: no products, shoppers or orders; its settings are kept/)]);

    const database = await openDatabase({ dataDir });
    try {
      const before = (await database.db.execute(counts)).rows[0]!;
      expect(before).toMatchObject({ products: 0, users: 0, orders: 0, categories: 0, marked: 1 });
      expect(before.banners).toBeGreaterThan(0);
      expect(before.settings).toBeGreaterThanOrEqual(8);
      expect(await seedIfEmpty(database.db, { products: 50 })).toMatchObject({ seeded: false, products: 0 });
    } finally {
      await database.close();
    }
  }, 120_000);

  it('is served with empty lists, every page and every call of its first screens', async () => {
    await run(['reset', '--empty'], { out: () => undefined, open: () => openDatabase({ dataDir }) });
    // startTestServer seeds a shop that has no products, as `npm start` does: the mark keeps this one empty.
    server = await startTestServer({ dataDir, distDir: dist });
    // The app's own pages, as the server knows them (tests/support/storefront-pages.ts).
    const pages = await loadPageRoutes(inject('storefrontPages') ?? '');
    for (const page of ['', 'shop', 'shop/ethnic-wear', 'product', 'search-product', 'aboutus', 'termsandconditions', 'privacypolicy', 'contactus']) {
      expect((await fetch(`${server.url}/${page}`)).status, page).toBe(page === 'shop/ethnic-wear' ? 404 : 200);
      for (const call of await pageRequests(pages, page, '')) {
        const response = await fetch(`${server.apiUrl}${call.path}`, {
          method: call.method,
          ...(call.body === undefined ? {} : { body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } }),
        });
        // What a page shows is missing only where it names a category the shop no longer has.
        expect(response.status, `${page}: ${call.method} ${call.path}`).toBe(call.subject && page === 'shop/ethnic-wear' ? 404 : 200);
      }
    }
    expect((await fetch(`${server.url}/product/anything`)).status).toBe(404);
    const listing = (await (await fetch(`${server.apiUrl}/products`, { method: 'POST', body: '{"fk_category":"all"}', headers: { 'content-type': 'application/json' } })).json()) as { data: unknown[]; total?: number };
    expect(listing.data).toEqual([]);
    const menu = (await (await fetch(`${server.apiUrl}/categories/6/y`)).json()) as { data: unknown[] };
    expect(menu.data).toEqual([]);
    const search = (await (await fetch(`${server.apiUrl}/product-search/kurta`)).json()) as { data: unknown[] };
    expect(search.data).toEqual([]);
  }, 120_000);
});
