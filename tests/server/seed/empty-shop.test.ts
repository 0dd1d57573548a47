/**
 * `npm run shop -- reset --empty` (decision 0037): no products, no shoppers, no orders, the
 * settings and the mails' wording kept, and no start seeds the demo again. A server started on it answers every
 * page and every call its first screens make, with empty lists where the catalog was. The
 * demo shoppers' mails, reset codes, waits and searches go with them; the synonyms stay, on
 * every reset.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { run } from '#server/cli/main';
import { openDatabase } from '#server/db/connect';
import {
  mailOutbox,
  passwordResets,
  searchMisses,
  searchSynonyms,
  stockWaits,
  users,
  variants,
} from '#server/db/schema';
import { OWN_SHOP_KEY } from '#server/db/site-content';
import { DEMO_SHOPPER, seedIfEmpty } from '#server/seed';
import { loadPageRoutes } from '#server/first-screen/page-routes';
import { pageRequests } from '#server/first-screen/requests';
import { scratchDir } from '#scripts/seeded-template';
import { seededDataDir } from '#tests/support/seeded-database';
import { startTestServer, type TestServer } from '#tests/support/server';

const OWN_CONTACT = { email: 'hola@casaverde.example', mobile: '+34 600 000 000', address: 'Calle Mayor 1, Madrid' };

let dataDir: string;
let remove = () => {};
let dist: string;
beforeAll(async () => {
  ({ dataDir, remove } = await seededDataDir());
  dist = mkdtempSync(path.join(scratchDir(), 'statefront-empty-shop-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--statefront-config--><title>Statefront</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => {
  remove();
  rmSync(dist, { recursive: true, force: true });
});

const counts = sql`select (select count(*)::int from products) as products, (select count(*)::int from users) as users,
  (select count(*)::int from orders) as orders, (select count(*)::int from categories) as categories,
  (select count(*)::int from banners) as banners, (select count(*)::int from site_content where key <> ${OWN_SHOP_KEY}) as settings,
  (select count(*)::int from site_content where key = ${OWN_SHOP_KEY}) as marked`;

const searchCounts = sql`select (select count(*)::int from mail_outbox) as outbox, (select count(*)::int from password_resets) as resets,
  (select count(*)::int from stock_waits) as waits, (select count(*)::int from search_misses) as misses,
  (select count(*)::int from search_documents) as documents, (select count(*)::int from search_words) as words,
  (select count(*)::int from search_synonyms) as synonyms`;

describe('reset --empty', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it("keeps the owner's settings, empties what still says the demo's, and no start seeds the shop again", async () => {
    const owners = await openDatabase({ dataDir });
    try {
      // The owner has already written her own contact details; the rest is still the demo's.
      await owners.db.execute(sql`update site_content set value = ${JSON.stringify(OWN_CONTACT)}::jsonb
        where key = 'contact_details'`);
      await owners.db.execute(sql`insert into banners (kind, image, title, link, position)
        values ('offer', '/media/photos/0123456789abcdef0123456789abcdef.jpg', 'Her own sale', '/shop', 99)`);
      await owners.db.execute(sql`insert into mail_templates (kind, subject, intro, updated_at)
        values ('order-placed', 'Her order {order}', 'Thank you.', now())`);
    } finally {
      await owners.close();
    }
    const said: string[] = [];
    await run(['reset', '--empty'], {
      out: (text) => said.push(text),
      open: () => openDatabase({ dataDir }),
      mailDir: () => path.join(dist, 'mail'),
    });
    expect(said).toEqual([
      expect.stringMatching(/^The shop was emptied: no products, shoppers or orders; its settings are kept/),
    ]);

    const database = await openDatabase({ dataDir });
    try {
      const before = (await database.db.execute(counts)).rows[0]!;
      expect(before).toMatchObject({ products: 0, users: 0, orders: 0, categories: 0, marked: 1 });
      expect(before.settings).toBeGreaterThanOrEqual(8);
      const { rows } = await database.db.execute<{ key: string; value: unknown }>(
        sql`select key, value from site_content order by key`,
      );
      const settings = JSON.stringify(rows);
      for (const demo of ['Jaipur', 'statefront.in', 'women’s fashion', 'Statefront Fashion', 'twitter.com'])
        expect(settings, demo).not.toContain(demo);
      expect(rows.find((row) => row.key === 'contact_details')?.value).toEqual(OWN_CONTACT);
      const banners = await database.db.execute<{ title: string }>(sql`select title from banners`);
      expect(banners.rows).toEqual([{ title: 'Her own sale' }]);
      const wording = await database.db.execute<{ subject: string }>(sql`select subject from mail_templates`);
      expect(wording.rows).toEqual([{ subject: 'Her order {order}' }]);
      expect(await seedIfEmpty(database.db, { products: 50 })).toMatchObject({ seeded: false, products: 0 });
    } finally {
      await database.close();
    }
  }, 120_000);

  it("takes the shoppers' mails (rows and files), reset codes, waits, searches and search " +
    'documents with them; the synonyms stay', async () => {
    const own = await seededDataDir();
    const mailDir = path.join(dist, 'mail');
    let synonyms: number | undefined;
    try {
      const before = await openDatabase({ dataDir: own.dataDir });
      try {
        const { db } = before;
        const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email));
        const [variant] = await db.select({ id: variants.id }).from(variants).limit(1);
        const now = new Date();
        await db.insert(mailOutbox).values({
          kind: 'password-reset',
          recipient: DEMO_SHOPPER.email,
          subject: 'Your code',
          text: 'Your code is 123456',
          nextAttemptAt: now,
        });
        await db
          .insert(passwordResets)
          .values({ emailHash: 'hash', userId: demo!.id, codeHash: 'code', expiresAt: now });
        await db.insert(stockWaits).values({ userId: demo!.id, variantId: variant!.id });
        await db.insert(searchMisses).values({ text: 'qwxzzy', day: '2026-11-27' });
        expect((await db.execute(searchCounts)).rows[0]).toMatchObject({ outbox: 1, resets: 1, waits: 1, misses: 1 });
        const counted = (await db.execute<{ documents: number; synonyms: number }>(searchCounts)).rows[0]!;
        expect(counted.documents).toBeGreaterThan(0);
        expect(counted.synonyms).toBeGreaterThan(0);
        synonyms = counted.synonyms;
      } finally {
        await before.close();
      }
      mkdirSync(mailDir, { recursive: true });
      writeFileSync(path.join(mailDir, 'sent.eml'), 'To: shopper@example.com\r\n\r\nYour code is 123456\r\n');

      await run(['reset', '--empty'], {
        out: () => undefined,
        open: () => openDatabase({ dataDir: own.dataDir }),
        mailDir: () => mailDir,
      });
      expect(existsSync(mailDir)).toBe(false);
      const after = await openDatabase({ dataDir: own.dataDir });
      try {
        expect((await after.db.execute(searchCounts)).rows[0]).toEqual({
          outbox: 0,
          resets: 0,
          waits: 0,
          misses: 0,
          documents: 0,
          words: 0,
          synonyms,
        });
      } finally {
        await after.close();
      }
    } finally {
      own.remove();
    }
  }, 120_000);

  it('is served with empty lists, every page and every call of its first screens', async () => {
    await run(['reset', '--empty'], {
      out: () => undefined,
      open: () => openDatabase({ dataDir }),
      mailDir: () => path.join(dist, 'mail'),
    });
    // startTestServer seeds a shop that has no products, as `npm start` does: the mark keeps this one empty.
    server = await startTestServer({ dataDir, distDir: dist });
    // The app's own pages, as the server knows them (tests/support/storefront-pages.ts).
    const pages = await loadPageRoutes(inject('storefrontPages') ?? '');
    for (const page of [
      '',
      'shop',
      'shop/ethnic-wear',
      'product',
      'search-product',
      'aboutus',
      'termsandconditions',
      'privacypolicy',
      'contactus',
    ]) {
      expect((await fetch(`${server.url}/${page}`)).status, page).toBe(page === 'shop/ethnic-wear' ? 404 : 200);
      for (const call of await pageRequests(pages, page, '')) {
        const response = await fetch(`${server.apiUrl}${call.path}`, {
          method: call.method,
          ...(call.body === undefined
            ? {}
            : { body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } }),
        });
        // What a page shows is missing only where it names a category the shop no longer has.
        expect(response.status, `${page}: ${call.method} ${call.path}`).toBe(
          call.subject && page === 'shop/ethnic-wear' ? 404 : 200,
        );
      }
    }
    expect((await fetch(`${server.url}/product/anything`)).status).toBe(404);
    const listing = (await (
      await fetch(`${server.apiUrl}/products`, {
        method: 'POST',
        body: '{"fk_category":"all"}',
        headers: { 'content-type': 'application/json' },
      })
    ).json()) as { data: unknown[]; total?: number };
    expect(listing.data).toEqual([]);
    const menu = (await (await fetch(`${server.apiUrl}/categories/6/y`)).json()) as { data: unknown[] };
    expect(menu.data).toEqual([]);
    const search = (await (await fetch(`${server.apiUrl}/product-search/kurta`)).json()) as { data: unknown[] };
    expect(search.data).toEqual([]);
  }, 120_000);
});

describe('reset', () => {
  it('loads the demo again and keeps the synonyms an owner set', async () => {
    const own = await seededDataDir();
    try {
      const before = await openDatabase({ dataDir: own.dataDir });
      try {
        await before.db.insert(searchSynonyms).values({ word: 'ghagra', means: 'lehenga' });
      } finally {
        await before.close();
      }
      await run(['reset'], { out: () => undefined, open: () => openDatabase({ dataDir: own.dataDir }) });
      const after = await openDatabase({ dataDir: own.dataDir });
      try {
        expect(await after.db.select().from(searchSynonyms).where(eq(searchSynonyms.word, 'ghagra'))).toEqual([
          { word: 'ghagra', means: 'lehenga' },
        ]);
        expect((await after.db.execute<{ synonyms: number }>(searchCounts)).rows[0]!.synonyms).toBeGreaterThan(1);
      } finally {
        await after.close();
      }
    } finally {
      own.remove();
    }
  }, 120_000);
});
