/**
 * The product editor's preview over real HTTP (issue 54, decision 0068): the storefront's product page drawn from the
 * product as typed, a new one's or an edit's, a draft's as if published; written and undone in one transaction, so
 * nothing is saved; checked as a save is (a problem on its field, a taken handle 409); a still picture, its scripts
 * left out. The storefront's build is a stand-in that shows what it was given (tests/e2e/admin-products.spec.ts draws
 * the real one in Chromium).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINED_ANSWERS_ID, type InlinedAnswer } from '#drawn-page/inlined';
import { createContractClient, type ContractClient } from '#tests/contract/contract-client';
import { fingerprint } from '#tests/contract/db-fingerprint';
import { editedProduct } from '#tests/contract/valid-requests';
import { ownProducts } from '#tests/support/own-products';
import { startTestServer, type TestServer } from '#tests/support/server';
import { newStaffMember, staffSession } from '#tests/support/staff';

// Shows the address it drew and the product's title and first price from the answers it was handed.
const prerenderModule = `
export const prerender = async ({ url, answers }) => {
  const product = answers.find((a) => a.path.startsWith('/products/'));
  return {
    body: '<main data-url="' + url + '">' + (product ? product.answer.data.var_title + ' at ' + product.answer.data.default_variant.selling_price : 'none') + '</main>',
    head: '',
  };
};`;
const indexHtml =
  '<!doctype html><html><head><!--statefront-config--><title>Shop</title>' +
  '<script type="module" crossorigin src="./assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="./assets/entry-b2.js"></head>' +
  '<body><div id="root"></div></body></html>';

let dist: string;
let server: TestServer;
let api: ContractClient;
let session: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'statefront-preview-'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, '.ssr', 'prerender.js'), prerenderModule);
  server = await startTestServer({ distDir: dist });
  api = createContractClient(server.url);
  session = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const drawnMain = (page: string) => /<main data-url="([^"]*)">([^<]*)<\/main>/.exec(page)?.slice(1);
const inlinedProduct = (page: string) => {
  const block = new RegExp(`<script type="application/json" id="${INLINED_ANSWERS_ID}">(.*?)</script>`).exec(page)!;
  const answers = JSON.parse(block[1]!) as InlinedAnswer[];
  return answers.find((answer) => answer.path.startsWith('/products/'))?.answer as { data: { var_title: string } };
};
const withSku = (sku: string, change: Partial<typeof editedProduct> = {}) => ({
  ...editedProduct,
  ...change,
  variants: [{ ...editedProduct.variants[0]!, sku, ...(change.variants?.[0] ?? {}) }],
});

describe("a product's preview", () => {
  it('draws an edit as the shop would show it, over the product as it is, and saves nothing', async () => {
    const [own] = await ownProducts(server.ctx.db, 1, 4);
    const opened = await api.ok('getAdminProduct', { staffSession: session, path: { product_id: own!.id } });
    const before = await fingerprint(server.ctx.db);

    const sku = `preview-${randomUUID().slice(0, 8)}`;
    const product = withSku(sku, { title: 'Saffron anarkali', published: false });
    product.variants[0]!.price = '2499';
    const { page, address } = await api.ok('previewAdminProduct', {
      staffSession: session,
      path: { product_id: own!.id },
      body: { product },
    });

    expect(address).toBe(`/product/${opened.data.slug}`);
    // Drawn at the product's own address, from the product as typed: a draft too, as if published.
    expect(drawnMain(page)).toEqual([`/product/${opened.data.slug}`, 'Saffron anarkali at 2499']);
    expect(inlinedProduct(page).data.var_title).toBe('Saffron anarkali');
    // A still picture: nothing in it runs, its data stays inert.
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"|rel="expect"/);
    // Nothing saved: the shop's rows and the product's version as they were.
    expect(await fingerprint(server.ctx.db)).toEqual(before);
    const after = await api.ok('getAdminProduct', { staffSession: session, path: { product_id: own!.id } });
    expect(after.data.version).toBe(opened.data.version);
    const shown = await api.call('getProduct', { path: { slug: opened.data.slug } });
    expect((shown.body as { data: { var_title: string } }).data.var_title).toBe(opened.data.title);
  });

  it('draws a product not added yet at its handle, and adds nothing', async () => {
    const slug = `preview-kurta-${randomUUID().slice(0, 8)}`;
    const before = await fingerprint(server.ctx.db);
    const { page, address } = await api.ok('previewNewAdminProduct', {
      staffSession: session,
      body: { slug, product: withSku(slug, { title: 'Indigo kurta' }) },
    });
    expect(address).toBe(`/product/${slug}`);
    expect(drawnMain(page)?.[1]).toMatch(/^Indigo kurta at /);
    expect(await fingerprint(server.ctx.db)).toEqual(before);
    expect((await api.call('getProduct', { path: { slug } })).status).toBe(404);
  });

  it('is refused as a save would be: a problem on its field, a handle another product holds', async () => {
    const [own] = await ownProducts(server.ctx.db, 1, 4);
    const product = withSku(`preview-${randomUUID().slice(0, 8)}`);
    product.variants[0]!.price = '12,99';
    const refused = await api.call('previewAdminProduct', {
      staffSession: session,
      path: { product_id: own!.id },
      body: { product },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: [{ field: 'product/variants/0/price', says: expect.stringContaining('is not a price') }],
    });

    const taken = await api.call('previewNewAdminProduct', {
      staffSession: session,
      body: { slug: own!.slug, product: withSku(`preview-${randomUUID().slice(0, 8)}`) },
    });
    expect(taken.status).toBe(409);
  });
});
