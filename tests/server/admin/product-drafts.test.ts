/**
 * Drafts and bulk changes over real HTTP (decision 0066): a product saved unpublished is met nowhere a shopper looks
 * (the listing, search, suggestions, its page, the sitemap and its category there, the menu's categories, a cart) and everywhere once published
 * from the list; a cart line of a product made a draft reads as sold out; prices and stock moved by a percent or set
 * to a figure, each product recorded, and a change that breaks the import's rules refused in words, writing nothing.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, variants } from '#server/db/schema';
import { editedProduct } from '#tests/contract/valid-requests';
import { newShopperWithAddress } from '#tests/contract/shopping-fixtures';
import { ownProducts } from '#tests/support/own-products';
import { adminTestServer } from '#tests/support/admin-server';

const clock = new Date('2026-11-29T10:15:00Z');
const shop = adminTestServer(clock);

describe('a draft', () => {
  it('is met nowhere a shopper looks until it is published from the list, and then everywhere', async () => {
    const { session } = await shop.signedIn();
    const tag = randomUUID().slice(0, 8);
    const [slug, word, sub] = [`zebra-kurta-${tag}`, `zebrafinch${tag}`, `Zebra ${tag}`];
    const made = await shop.api.ok('createAdminProduct', {
      staffSession: session,
      body: {
        slug,
        product: {
          ...editedProduct,
          title: `${word} kurta`,
          published: false,
          category: ['Women', sub],
          variants: [{ ...editedProduct.variants[0]!, sku: slug }],
        },
      },
    });
    expect(made.data.published).toBe(false);
    const { id } = made.data;
    const variantId = made.data.variants[0]!.id;
    const shopper = await newShopperWithAddress(shop.api);

    /** Where a shopper could meet the product, each answering whether she does. */
    const seen = async () => ({
      page: (await shop.api.call('getProduct', { path: { slug } })).status === 200,
      newest: (
        await shop.api.ok('listProducts', { body: { fk_category: 'all', limit: 9, page: 1, sort: 'newest' } })
      ).data.some((item) => item.int_glcode === id),
      search: (await shop.api.ok('searchProducts', { body: { search: word } })).products.length > 0,
      suggested: JSON.stringify(await shop.api.ok('suggestProducts', { path: { text: word } })).includes(slug),
      ...(await (async () => {
        const sitemap = await (await fetch(`${shop.server.url}/sitemap.xml`)).text();
        // The product, and its sub-category, filed in nothing else a shopper may meet.
        return { sitemap: sitemap.includes(slug), sitemapCategory: sitemap.includes(`/zebra-${tag}</loc>`) };
      })()),
      menu: JSON.stringify(await shop.api.ok('listMenuCategories', {})).includes(sub),
      cart:
        (
          await shop.api.call('updateCart', {
            token: shopper.token,
            body: { fk_product: id, fk_variant: variantId, var_qty: 1 },
          })
        ).status === 200,
    });
    const nowhere = {
      page: false,
      newest: false,
      search: false,
      suggested: false,
      sitemap: false,
      sitemapCategory: false,
      menu: false,
    };
    expect(await seen()).toEqual({ ...nowhere, cart: false });
    const listed = await shop.api.ok('listAdminProducts', {
      staffSession: session,
      query: { q: slug, status: 'draft' },
    });
    expect(listed.data.map((row) => [row.id, row.published])).toEqual([[id, false]]);

    const published = await shop.api.ok('bulkEditAdminProducts', {
      staffSession: session,
      body: { ids: [id], action: 'publish' },
    });
    expect(published).toEqual({ message: 'Published 1 product.', changed: 1 });
    const everywhere = {
      page: true,
      newest: true,
      search: true,
      suggested: true,
      sitemap: true,
      sitemapCategory: true,
      menu: true,
    };
    expect(await seen()).toEqual({ ...everywhere, cart: true });
    // Published is part of what the editor opened: a save naming the draft's version is refused, writing nothing.
    const stale = await shop.api.call('saveAdminProduct', {
      staffSession: session,
      path: { product_id: id },
      body: {
        version: made.data.version,
        product: { ...editedProduct, published: false, variants: [{ ...editedProduct.variants[0]!, sku: slug }] },
      },
    });
    expect(stale.status).toBe(409);

    // Her line of it, once it is a draft again, reads as sold out: kept, and refused at the checkout as a short line.
    await shop.api.ok('bulkEditAdminProducts', { staffSession: session, body: { ids: [id], action: 'unpublish' } });
    const cart = await shop.api.ok('getCart', { token: shopper.token });
    expect(cart.data.find((line) => line.fk_product === id)).toMatchObject({ stock: 0 });
    expect((await shop.api.call('getProduct', { path: { slug } })).status).toBe(404);
  });
});

describe('a bulk change', () => {
  const setUp = async () => {
    const { session } = await shop.signedIn();
    const own = await ownProducts(shop.server.ctx.db, 2, 4);
    const ids = own.map((product) => product.id);
    const read = () =>
      shop.server.ctx.db
        .select({
          id: variants.id,
          selling: variants.sellingPricePaise,
          price: variants.pricePaise,
          stock: variants.stock,
        })
        .from(variants)
        .where(inArray(variants.productId, ids))
        .orderBy(variants.id);
    return { session, own, ids, read };
  };

  it('moves every variant’s price and stock by a percent or to a figure, each product recorded', async () => {
    const { session, own, ids, read } = await setUp();
    const before = await read();
    const raised = await shop.api.ok('bulkEditAdminProducts', {
      staffSession: session,
      body: { ids, action: 'price', change: 'up', figure: '10' },
    });
    expect(raised).toEqual({ message: 'Raised the price of 2 products by 10%.', changed: 2 });
    const after = await read();
    expect(after.map((v) => v.selling)).toEqual(before.map((v) => Math.round(v.selling * 1.1)));
    expect(after.map((v) => v.price)).toEqual(before.map((v) => Math.round(v.price * 1.1)));
    const page = await shop.api.ok('getProduct', { path: { slug: own[0]!.slug } });
    expect(page.data.default_variant.selling_price * 100).toBe(
      after.find((v) => v.id === own[0]!.variants[0]!.id)?.selling,
    );

    const set = await shop.api.ok('bulkEditAdminProducts', {
      staffSession: session,
      body: { ids, action: 'stock', change: 'to', figure: '7' },
    });
    expect(set.changed).toBe(2);
    expect((await read()).map((v) => v.stock)).toEqual(before.map(() => 7));
    const recorded = await shop.server.ctx.db
      .select({ action: activity.action, subject: activity.subject })
      .from(activity)
      .where(
        inArray(
          activity.subject,
          own.map((product) => product.slug),
        ),
      );
    expect(recorded.map((row) => `${row.action} ${row.subject}`).sort()).toEqual(
      own.flatMap((product) => [`product.price ${product.slug}`, `product.stock ${product.slug}`]).sort(),
    );
  });

  it('refuses in words what would break a rule of the import, writing nothing', async () => {
    const { session, own, ids, read } = await setUp();
    const before = await read();
    const refused = async (body: Record<string, unknown>) => {
      const answer = await shop.api.call<{ message: string }>('bulkEditAdminProducts', {
        staffSession: session,
        body: { ids, ...body },
      });
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    expect(await refused({ action: 'price', change: 'down', figure: '100' })).toMatch(/would cost ₹0\.00, under ₹1/);
    expect(await refused({ action: 'price', change: 'to', figure: '250000' })).toBe(
      "The figure 250000 is above the shop's highest price, 100000.",
    );
    expect(await refused({ action: 'stock', change: 'down', figure: '150' })).toMatch(
      /is below 0: a stock is 0 or more/,
    );
    expect(await refused({ action: 'stock', change: 'up', figure: 'ten' })).toBe(
      '"ten" is not a percent: write it as 10 or 12.5.',
    );
    expect(await refused({ action: 'price' })).toBe('Say how, and by what figure.');
    expect(await read()).toEqual(before);
    const missing = await shop.api.call('bulkEditAdminProducts', {
      staffSession: session,
      body: { ids: [...ids, 2_000_000_000], action: 'unpublish' },
    });
    expect(missing.status).toBe(404);
    expect((await shop.api.call('getProduct', { path: { slug: own[0]!.slug } })).status).toBe(200);
  });
});
