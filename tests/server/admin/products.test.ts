/**
 * The back office's catalog over real HTTP (issue 54): a product opened in the editor and saved through the import's
 * own reader and writer, live on the storefront's answers at once; a problem named by its field in the import's words;
 * a save over a change made since refused (409), writing nothing; stock sold since the editor opened kept; a photo
 * uploaded as its bytes, checked as the import checks one; a new product added under its handle.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activity, variants } from '#server/db/schema';
import { editedProduct, TINY_PNG } from '#tests/contract/valid-requests';
import { fingerprint } from '#tests/contract/db-fingerprint';
import { ownProducts } from '#tests/support/own-products';
import { adminTestServer } from '#tests/support/admin-server';
import type { Success } from '#tests/contract/contract-client';

const clock = new Date('2026-11-29T10:15:00Z');
const shop = adminTestServer(clock);

type Editor = Success<'getAdminProduct'>['data'];

/** The editor's product as it sends it back: what it shows, prices and stock as text. */
const asInput = (product: Editor) => ({
  title: product.title,
  published: product.published,
  description_html: product.description_html,
  brand: product.brand,
  category: product.category,
  tags: product.tags,
  options: product.options,
  variants: product.variants.map((v) => ({
    sku: v.sku,
    values: v.values,
    price: String(v.price),
    compare_at: v.compare_at === null ? '' : String(v.compare_at),
    stock: String(v.stock),
    stock_read: v.stock,
    image: v.image,
  })),
  photos: product.photos,
  meta_title: product.meta_title,
  meta_description: product.meta_description,
  hsn: product.hsn ?? '',
});

async function opened() {
  const { session } = await shop.signedIn();
  const [own] = await ownProducts(shop.server.ctx.db, 1, 7);
  const product = (await shop.api.ok('getAdminProduct', { staffSession: session, path: { product_id: own!.id } })).data;
  return { session, own: own!, product };
}

describe('a product in the editor', () => {
  it('opens with what the import reads, and a save shows on the storefront at once, recorded with who saved', async () => {
    const { session, own, product } = await opened();
    expect(product).toMatchObject({ id: own.id, slug: own.slug, title: own.title });
    expect(product.variants.length).toBeGreaterThanOrEqual(2);
    expect(product.variants.every((v) => v.values.length === product.options.length)).toBe(true);
    // Read once by the storefront, so its answer is in the cache the save must flush.
    const read = await shop.api.ok('getProduct', { path: { slug: own.slug } });
    expect(read.data.var_title).toBe(own.title);

    const input = asInput(product);
    input.title = `${own.title} in rust`;
    input.variants[0]!.price = '1499.50';
    input.variants[0]!.compare_at = '1999';
    const saved = await shop.api.ok('saveAdminProduct', {
      staffSession: session,
      path: { product_id: own.id },
      body: { version: product.version, product: input },
    });
    expect(saved.message).toBe(`${own.title} in rust is saved; the shop shows it now.`);
    expect(saved.notes).toEqual([]);
    expect(saved.data.version).not.toBe(product.version);
    expect(saved.data.variants[0]).toMatchObject({ price: 1499.5, compare_at: 1999, stock: 7 });

    const shown = (await shop.api.ok('getProduct', { path: { slug: own.slug } })).data;
    expect(shown.var_title).toBe(`${own.title} in rust`);
    const recorded = await shop.server.ctx.db.select().from(activity).where(eq(activity.subject, own.slug));
    expect(recorded).toEqual([
      expect.objectContaining({ action: 'product.save', after: { title: `${own.title} in rust` } }),
    ]);
  });

  it('names each field a problem is in, in the import’s words, and writes nothing', async () => {
    const { session, own, product } = await opened();
    const input = asInput(product);
    input.variants[0]!.stock = 'many';
    input.variants[1]!.price = '12,99';
    const before = await fingerprint(shop.server.ctx.db);
    const answer = await shop.api.call('saveAdminProduct', {
      staffSession: session,
      path: { product_id: own.id },
      body: { version: product.version, product: input },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: '2 fields need a look before the product is saved.',
      errors: [
        { in: 'body', field: 'product/variants/0/stock', problem: 'invalid', says: '"many" is not a number of units' },
        {
          in: 'body',
          field: 'product/variants/1/price',
          problem: 'invalid',
          says: '"12,99" is not a price (write it as 1299 or 1299.50)',
        },
      ],
    });
    expect(await fingerprint(shop.server.ctx.db)).toEqual(before);
  });

  it('refuses a SKU another product holds, naming that product, as an import does', async () => {
    const { session, own, product } = await opened();
    const [other] = await ownProducts(shop.server.ctx.db, 1, 1);
    const [taken] = await shop.server.ctx.db
      .select({ sku: variants.sku })
      .from(variants)
      .where(eq(variants.productId, other!.id))
      .limit(1);
    const input = asInput(product);
    input.variants[0]!.sku = taken!.sku;
    const answer = await shop.api.call('saveAdminProduct', {
      staffSession: session,
      path: { product_id: own.id },
      body: { version: product.version, product: input },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        errors: [
          {
            field: 'product/variants/0/sku',
            says: `"${taken!.sku}" belongs to the product "${other!.slug}" in the shop`,
          },
        ],
      },
    });
  });

  it('refuses a save over a change made since it was opened, writing nothing (409)', async () => {
    const { session, own, product } = await opened();
    const first = asInput(product);
    first.title = `${own.title} (first)`;
    await shop.api.ok('saveAdminProduct', {
      staffSession: session,
      path: { product_id: own.id },
      body: { version: product.version, product: first },
    });
    const second = asInput(product);
    second.variants[0]!.price = '999';
    const before = await fingerprint(shop.server.ctx.db);
    const answer = await shop.api.call('saveAdminProduct', {
      staffSession: session,
      path: { product_id: own.id },
      body: { version: product.version, product: second },
    });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        message:
          'Someone saved this product since you opened it. Nothing was saved: see what changed, then save again.',
      },
    });
    expect(await fingerprint(shop.server.ctx.db)).toEqual(before);
  });

  it('keeps a stock sold from since it was opened, and says so', async () => {
    const { session, own, product } = await opened();
    const sold = product.variants[0]!;
    await shop.server.ctx.db
      .update(variants)
      .set({ stock: sold.stock - 2 })
      .where(eq(variants.id, sold.id));
    const input = asInput(product);
    input.variants[0]!.stock = '20';
    input.variants[1]!.stock = '9';
    const saved = await shop.api.ok('saveAdminProduct', {
      staffSession: session,
      path: { product_id: own.id },
      body: { version: product.version, product: input },
    });
    expect(saved.data.variants.map((v) => v.stock).slice(0, 2)).toEqual([sold.stock - 2, 9]);
    expect(saved.notes).toEqual([
      `${sold.sku}: the stock stays at ${sold.stock - 2}, not 20: it changed since you opened the product (a sale, or someone set it).`,
    ]);
  });
});

describe('photos', () => {
  it('keeps an uploaded photo for a product to show, first for a variant of its own', async () => {
    const { session, own, product } = await opened();
    const bytes = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#b7410e' } })
      .jpeg()
      .toBuffer();
    const uploaded = await shop.api.call<Success<'uploadAdminPhoto'>>('uploadAdminPhoto', {
      staffSession: session,
      rawBody: bytes,
      contentType: 'image/jpeg',
    });
    expect(uploaded.status).toBe(201);
    const { url } = uploaded.body.data;
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{32}\.jpg$/);

    const input = asInput(product);
    input.photos = [url, ...input.photos];
    const second = own.variants.find((v) => v.id === product.variants[1]!.id)!;
    const ownBytes = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#0e41b7' } })
      .jpeg()
      .toBuffer();
    const ownUrl = (
      await shop.api.call<Success<'uploadAdminPhoto'>>('uploadAdminPhoto', {
        staffSession: session,
        rawBody: ownBytes,
        contentType: 'image/jpeg',
      })
    ).body.data.url;
    input.variants[1]!.image = ownUrl;
    const saved = await shop.api.ok('saveAdminProduct', {
      staffSession: session,
      path: { product_id: own.id },
      body: { version: product.version, product: input },
    });
    expect(saved.data.variants[1]!.image).toBe(ownUrl);
    expect(saved.data.photos[0]).toBe(url);
    const shown = (await shop.api.ok('getProduct', { path: { slug: own.slug } })).data;
    const hash = url.slice('/media/photos/'.length, -'.jpg'.length);
    // The default variant shows its own picture first, then those every variant shows.
    expect(shown.images).toEqual(expect.arrayContaining([expect.stringContaining(hash)]));
    const chosen = await shop.api.ok('lookupVariant', {
      body: { fk_product: own.id, variant_ids: second.optionIds },
    });
    expect(chosen.data.imgs.slice(0, 2)).toEqual([
      expect.stringContaining(ownUrl.slice('/media/photos/'.length, -'.jpg'.length)),
      expect.stringContaining(hash),
    ]);
    expect((await fetch(`${shop.server.url}${url}`)).status).toBe(200);
  });

  it('refuses what is not a picture in the import’s words, and a picture the shop does not keep', async () => {
    const { session, own, product } = await opened();
    const notPicture = await shop.api.call('uploadAdminPhoto', {
      staffSession: session,
      rawBody: new TextEncoder().encode('not a picture at all'),
      contentType: 'image/png',
    });
    expect(notPicture).toMatchObject({
      status: 400,
      body: { message: 'The photo is not a picture: the shop takes JPEG, PNG or WebP.' },
    });
    const gif = await shop.api.call('uploadAdminPhoto', {
      staffSession: session,
      rawBody: TINY_PNG,
      contentType: 'image/gif',
    });
    expect(gif.status).toBe(415);

    const input = asInput(product);
    input.photos = ['/media/photos/00000000000000000000000000000000.jpg'];
    const answer = await shop.api.call('saveAdminProduct', {
      staffSession: session,
      path: { product_id: own.id },
      body: { version: product.version, product: input },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'product/photos/0', says: 'is not a photo the shop keeps' }] },
    });
  });
});

describe('a new product', () => {
  it('is added under its handle and listed; the same handle again is refused (409)', async () => {
    const { session } = await shop.signedIn();
    const slug = `rust-kurta-${randomUUID().slice(0, 8)}`;
    const sku = `RUST-${slug}`;
    const product = { ...editedProduct, variants: [{ ...editedProduct.variants[0]!, sku }] };
    const added = await shop.api.call<Success<'createAdminProduct'>>('createAdminProduct', {
      staffSession: session,
      body: { slug, product },
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Rust cotton kurta is added; the shop shows it now.');
    expect(added.body.data).toMatchObject({ slug, category: ['Women', 'Kurtas'], hsn: '6204' });
    expect((await shop.api.ok('getProduct', { path: { slug } })).data.var_title).toBe('Rust cotton kurta');

    const listed = await shop.api.ok('listAdminProducts', { staffSession: session, query: { q: sku.toLowerCase() } });
    expect(listed).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(listed.data).toEqual([
      expect.objectContaining({ slug, price: 1299, stock: 5, variants: 1, category: ['Women', 'Kurtas'] }),
    ]);
    const again = await shop.api.call('createAdminProduct', { staffSession: session, body: { slug, product } });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'A product already has this handle: choose another.' },
    });
  });

  it('keeps a handle typed in capitals in lower case, as an import does', async () => {
    const { session } = await shop.signedIn();
    const slug = `Rust-Kurta-${randomUUID().slice(0, 8)}`;
    const product = { ...editedProduct, variants: [{ ...editedProduct.variants[0]!, sku: `SKU-${slug}` }] };
    const added = await shop.api.call<Success<'createAdminProduct'>>('createAdminProduct', {
      staffSession: session,
      body: { slug, product },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.slug).toBe(slug.toLowerCase());
  });

  it('lists by stock: out, low and in', async () => {
    const { session } = await shop.signedIn();
    const [none] = await ownProducts(shop.server.ctx.db, 1, 0);
    const [plenty] = await ownProducts(shop.server.ctx.db, 1, 50);
    const ids = async (stock: 'out' | 'low' | 'in', q: string) =>
      (await shop.api.ok('listAdminProducts', { staffSession: session, query: { stock, q } })).data.map(
        (row) => row.id,
      );
    expect(await ids('out', none!.slug)).toEqual([none!.id]);
    expect(await ids('low', none!.slug)).toEqual([none!.id]);
    expect(await ids('in', none!.slug)).toEqual([]);
    expect(await ids('in', plenty!.slug)).toEqual([plenty!.id]);
    expect(await ids('low', plenty!.slug)).toEqual([]);
  });
});
