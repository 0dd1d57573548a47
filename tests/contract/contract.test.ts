/**
 * Every operation of openapi/storefront.yaml, over real HTTP against the real
 * server and database, as a shopper meets them: browse, product, variant, cart,
 * coupon, orders (cash, online in two steps), cancel, delivery, invoice, review,
 * return. Every answer, success or error, is checked against the document. Each
 * test makes its own shopper and product, so any order of the tests works; once
 * all have run, the file checks that no operation was left out.
 */
import { randomUUID } from 'node:crypto';
import { adminTexts } from '#rules/admin-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunnerTestFile, RunnerTestSuite } from 'vitest';
import { texts } from '#rules/texts';
import { advanceOrder, setVariantStock } from '#server/cli/commands';
import { addStaff } from '#server/cli/staff-commands';
import { ownVariant } from '../support/own-products';
import { mailedResetCode, mailFilesTo } from '../support/mail-files';
import { startTestServer } from '../support/server';
import { newStaffMember, staffCookieOf, staffSession } from '../support/staff';
import { newContactMessage } from '../support/inbox';
import { newTotpSecret, totpCode } from '#server/auth/totp';
import { mailOutbox, staff } from '#server/db/schema';
import { eq } from 'drizzle-orm';
import { createContractClient } from './contract-client';
import type { ContractClient, Success } from './contract-client';
import { newShopperWithAddress, shopping } from './shopping-fixtures';
import {
  editedProduct,
  EMPTY_CATALOG,
  EMPTY_CATALOG_SHA256,
  newCoupon,
  TINY_PNG,
  validRequests,
  wellFormedIds,
} from './valid-requests';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let api: ContractClient;

beforeAll(async () => {
  server = await startTestServer();
  api = createContractClient(server.url);
});
afterAll(async () => {
  await server?.close();
});
// After every test, in whatever order they ran; not when a filter (-t, .only) left tests out.
// eslint-disable-next-line no-empty-pattern -- vitest wants the context destructured to hand over the file
afterAll(({}, file) => {
  const modes = (suite: Readonly<RunnerTestSuite | RunnerTestFile>): string[] =>
    suite.tasks.flatMap((task) => (task.type === 'suite' ? modes(task) : [task.mode]));
  if (modes(file).some((mode) => mode !== 'run')) return;
  const documented = [...api.validator.doc.operations.keys()].sort();
  expect([...api.exercised].sort(), 'operations of the document no test exercised').toEqual(documented);
});

/** A shopper of the test's own with an address, and a product of its own with options and stock to spare. */
async function shopperAndProduct() {
  const shopper = await newShopperWithAddress(api);
  const variant = await ownVariant(server.ctx.db, 10);
  return { shopper, product: { id: variant.productId, slug: variant.slug, variantId: variant.variantId } };
}

/** A cash order of one unit, placed. */
async function placedOrder() {
  const { shopper, product } = await shopperAndProduct();
  await api.ok('updateCart', {
    token: shopper.token,
    body: { fk_product: product.id, fk_variant: product.variantId, var_qty: 1 },
  });
  const placed = (await api.ok('placeOrder', {
    token: shopper.token,
    body: shopping.cashOrder(shopper.addressId),
  })) as { data: { int_glcode: number } };
  return { shopper, product, orderId: placed.data.int_glcode };
}

/** A cash order of one unit, placed and moved on to delivered. */
async function deliveredOrder() {
  const placed = await placedOrder();
  for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(placed.orderId));
  return placed;
}

describe('browsing (anonymous)', () => {
  it('serves the content of the home, footer and static pages', async () => {
    const company = await api.ok('getCompanyDetails');
    expect(company.data[0]?.site_name).toBeTruthy();
    await api.ok('getSocialLinks');
    await api.ok('getMetaData');
    expect((await api.ok('getSiteSettings')).data.site_name).toBeTruthy();
    expect((await api.ok('getAboutPage')).data.data[0]?.content).toBeTruthy();
    expect((await api.ok('getPolicies')).data[0]?.tern_and_condition).toBeTruthy();
    expect((await api.ok('getContactDetails')).data[0]?.email).toBeTruthy();
    expect((await api.ok('listOfferBanners')).data.length).toBeGreaterThan(0);
    const banners = await api.ok('getHomeBanners');
    expect(banners.data.vertical_banner.length + banners.data.horizontal_banner.length).toBeGreaterThan(0);
    await api.ok('sendContactMessage', {
      body: { var_name: 'Meera', var_email: 'meera@example.com', var_message: 'Do you ship to Shillong?' },
    });
    await api.fails('sendContactMessage', 400, {
      body: { var_name: '', var_email: 'meera@example.com', var_message: 'x' },
    });
  });

  it('walks categories, filters, search and suggestions to a product and a variant', async () => {
    const menu = await api.ok('listMenuCategories');
    const top = menu.data[0]!;
    expect(top.sub_categories.length).toBeGreaterThan(0);
    expect((await api.ok('listClassifications')).data).toHaveLength(8);
    await api.ok('listNewArrivalCategories');

    const everything = await api.ok('getAttributeTree', { path: { category: 'all' } });
    const tree = await api.ok('getAttributeTree', { path: { category: top.var_slug } });
    expect(tree.subcategories.length).toBeGreaterThan(0);
    expect(everything.brands.length).toBeGreaterThan(0);

    const all = await api.ok('listProducts', { body: { fk_category: 'all', limit: 9, page: 1 } });
    expect(all.data.length).toBe(9);
    const inTop = await api.ok('listProducts', {
      body: { fk_category: top.var_slug, limit: 60, page: 1, sort: 'price_asc' },
    });
    expect(inTop.total).toBeLessThan(all.total);
    const prices = inTop.data.map((p) => p.default_variant.selling_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const sub = top.sub_categories[0]!;
    const filtered = await api.ok('listProducts', {
      body: {
        fk_category: top.var_slug,
        fk_subcategory: [sub.var_slug],
        from_price: 0,
        to_price: 100000,
        limit: 9,
        page: 1,
      },
    });
    expect(filtered.total).toBeLessThanOrEqual(inTop.total);

    const word = all.data[0]!.var_title.split(/\s+/)[0]!.toLowerCase();
    const found = await api.ok('searchProducts', { body: { search: word } });
    expect(found.products.length).toBeGreaterThan(0);
    const dearestFirst = (await api.ok('searchProducts', { body: { search: word, sort: 'price_desc' } })).products.map(
      (p) => p.default_variant.selling_price,
    );
    expect(dearestFirst).toEqual([...dearestFirst].sort((a, b) => b - a));
    // An order the contract does not name is refused with a message, on both lists.
    await api.fails('listProducts', 400, { rawBody: JSON.stringify({ fk_category: 'all', sort: 'cheapest' }) });
    await api.fails('searchProducts', 400, { rawBody: JSON.stringify({ search: word, sort: 'relevance' }) });
    const suggestions = await api.ok('suggestProducts', { path: { text: word.slice(0, 3) } });
    expect(suggestions.data.length).toBeGreaterThan(0);

    // A listed product with options and a variant in stock.
    let product: { id: number; variantId: number; optionIds: number[] } | undefined;
    for (const item of all.data) {
      const detail = (await api.ok('getProduct', { path: { slug: item.var_slug } })).data;
      const variant = detail.variants.find((v) => v.stock > 0);
      if (variant && detail.prod_options.length > 0) {
        product = { id: detail.int_glcode, variantId: variant.variant_id, optionIds: variant.option_ids };
        break;
      }
    }
    if (!product) throw new Error('no listed product with options and stock');
    const lookup = await api.ok('lookupVariant', { body: { fk_product: product.id, variant_ids: product.optionIds } });
    expect(lookup.data.variant_id).toBe(product.variantId);
    const partial = await api.ok('lookupVariant', {
      body: { fk_product: product.id, variant_ids: product.optionIds.slice(0, 1) },
    });
    expect(partial.data.prod_options.length).toBeGreaterThan(0);

    await api.fails('getProduct', 404, { path: { slug: 'no-such-product-anywhere' } });
  });

  it('says what a corrected search searched instead, searches as typed when asked, and names the words suggestions matched', async () => {
    const corrected = await api.ok('searchProducts', { body: { search: 'sraee' } });
    expect(corrected.corrected).toBe('saree');
    expect(corrected.products.length).toBeGreaterThan(0);
    expect(await api.ok('searchProducts', { body: { search: 'sraee', as_typed: true } })).toEqual({
      products: [],
      category: [],
      subcategory: [],
    });
    const listed = await api.ok('listProducts', { body: { search: 'sraee', limit: 9, page: 1 } });
    expect([listed.corrected, listed.total > 0]).toEqual(['saree', true]);
    expect(await api.ok('listProducts', { body: { search: 'sraee', as_typed: true, limit: 9, page: 1 } })).toEqual({
      data: [],
      total: 0,
    });
    expect((await api.ok('searchProducts', { body: { search: 'saree' } })).corrected).toBeUndefined();
    const suggested = await api.ok('suggestProducts', { path: { text: 'sarees' } });
    expect(suggested.words).toEqual(expect.arrayContaining(['saree', 'sarees']));
  });

  it("gives each card its default variant's stock, as the product page gives it", async () => {
    const own = await ownVariant(server.ctx.db, 3);
    const detail = (await api.ok('getProduct', { path: { slug: own.slug } })).data;
    const byDefault = detail.variants.find((v) => v.variant_id === detail.default_variant.int_glcode)!;
    expect([detail.default_variant.stock, byDefault.stock]).toEqual([3, 3]);
    const title = detail.var_title;
    const listed = (await api.ok('listProducts', { body: { search: title } })).data.find(
      (item) => item.int_glcode === own.productId,
    );
    const searched = (await api.ok('searchProducts', { body: { search: title } })).products.find(
      (item) => item.int_glcode === own.productId,
    );
    expect([listed?.default_variant, searched?.default_variant]).toEqual([
      detail.default_variant,
      detail.default_variant,
    ]);
  });
});

describe('an account', () => {
  it('signs up, refuses a taken email, logs in and updates the profile', async () => {
    const person = shopping.newShopper();
    const created = await api.call<Success<'signUp'>>('signUp', { body: person });
    expect(created.status).toBe(201);
    expect(await api.fails('signUp', 409, { body: { ...person, var_mobile_no: shopping.mobile() } })).toMatch(/email/i);
    await api.fails('login', 401, { body: { var_email: person.var_email, var_password: 'Wrong#Pass1' } });
    const token = (await api.ok('login', { body: { var_email: person.var_email, var_password: person.var_password } }))
      .data.accessToken;

    const profile = (await api.ok('getProfile', { token })).data;
    expect(profile.var_email).toBe(person.var_email);
    const updated = await api.ok('updateProfile', { token, body: { var_name: 'Kavya', last_name: 'Rao' } });
    expect(updated.data.var_name).toBe('Kavya');
  });

  it('logs out: that session ends on the server, the others stay open', async () => {
    const { token, email, password } = await newShopperWithAddress(api);
    const other = (await api.ok('login', { body: { var_email: email, var_password: password } })).data.accessToken;
    expect((await api.ok('logout', { token: other })).message).toBeTruthy();
    await api.fails('getProfile', 401, { token: other });
    await api.fails('logout', 401, { token: other });
    await api.ok('getProfile', { token });
  });
});

describe('a forgotten password', () => {
  it('mails a code, takes it for a reset token, and sets a new password with it', async () => {
    const person = shopping.newShopper();
    await api.ok('signUp', { body: person });
    const code = await mailedResetCode(server.ctx.config.dataDir, person.var_email, async () => {
      const asked = await api.call<{ message: string }>('requestPasswordReset', {
        body: { var_email: person.var_email },
      });
      expect(asked.status).toBe(202);
      expect(asked.body.message).toBeTruthy();
    });
    await api.fails('confirmPasswordReset', 400, {
      body: { var_email: person.var_email, code: code === '000000' ? '000001' : '000000' },
    });
    const token = (await api.ok('confirmPasswordReset', { body: { var_email: person.var_email, code } })).data
      .reset_token;
    await api.fails('resetPassword', 400, { body: { reset_token: token, var_password: 'weakpassword' } });
    await api.ok('resetPassword', { body: { reset_token: token, var_password: 'Kurta#2027' } });
    await api.fails('resetPassword', 400, { body: { reset_token: token, var_password: 'Kurta#2028' } });
    await api.ok('login', { body: { var_email: person.var_email, var_password: 'Kurta#2027' } });
  });
});

describe('shopping', () => {
  it('keeps a wishlist where like and wishlist are the same heart', async () => {
    const { shopper, product } = await shopperAndProduct();
    const { token } = shopper;
    const fk_product = product.id;
    expect((await api.ok('toggleWishlist', { token, body: { fk_product } })).liked).toBe(true);
    expect((await api.ok('getWishlist', { token })).data.map((p) => p.int_glcode)).toContain(fk_product);
    expect((await api.ok('toggleLike', { token, body: { fk_product } })).liked).toBe(false);
    expect((await api.ok('getWishlist', { token })).data.map((p) => p.int_glcode)).not.toContain(fk_product);
  });

  it('waits for a sold-out option until it is back: refused in stock, listed, stopped, then mailed once on a restock', async () => {
    const { shopper, product } = await shopperAndProduct();
    const { token } = shopper;
    const path = { variant_id: product.variantId };
    await api.fails('waitForStock', 409, { token, path });
    await setVariantStock(server.ctx.db, String(product.variantId), '0', server.ctx.config.publicUrl);
    await api.ok('waitForStock', { token, path });
    expect((await api.ok('listStockWaits', { token })).data.map((wait) => wait.variant_id)).toEqual([
      product.variantId,
    ]);
    await api.ok('stopWaitingForStock', { token, path });
    await api.fails('stopWaitingForStock', 404, { token, path });
    await api.fails('waitForStock', 404, { token, path: { variant_id: 2_147_483_000 } });
    await api.ok('waitForStock', { token, path });
    await setVariantStock(server.ctx.db, String(product.variantId), '4', server.ctx.config.publicUrl);
    expect((await api.ok('listStockWaits', { token })).data).toEqual([]);
    await expect.poll(() => mailFilesTo(server.ctx.config.dataDir, shopper.email).length, { timeout: 15_000 }).toBe(1);
    // A long header is folded onto a second line.
    expect(mailFilesTo(server.ctx.config.dataDir, shopper.email)[0]!.replace(/\n[ \t]+/g, ' ')).toMatch(
      /^Subject: .+ is back in stock$/m,
    );
  });

  it('manages delivery addresses', async () => {
    const token = (await api.ok('signUp', { body: shopping.newShopper() })).data.accessToken;
    const home = await api.call<Success<'createAddress'>>('createAddress', { token, body: shopping.address });
    expect(home.status).toBe(201);
    const homeId = home.body.data.int_glcode;
    const office = await api.ok('createAddress', { token, body: { ...shopping.address, chr_type: 'office' } });
    const moved = await api.ok('updateAddress', {
      token,
      path: { id: office.data.int_glcode },
      body: { ...shopping.address, chr_type: 'office', var_city: 'Mysuru' },
    });
    expect(moved.data.var_city).toBe('Mysuru');
    expect((await api.ok('getAddress', { token, path: { id: homeId } })).data.var_city).toBe(shopping.address.var_city);
    await api.ok('deleteAddress', { token, path: { id: office.data.int_glcode } });
    await api.fails('getAddress', 404, { token, path: { id: office.data.int_glcode } });
    expect((await api.ok('listAddresses', { token })).data.map((a) => a.int_glcode)).toEqual([homeId]);
  });

  it('fills the cart with server prices, removes a line and prices a coupon', async () => {
    const { shopper, product } = await shopperAndProduct();
    const { token } = shopper;
    const { id: fk_product, variantId: fk_variant } = product;
    await api.ok('updateCart', { token, body: { fk_product, fk_variant, var_qty: 2 } });
    let cart = await api.ok('getCart', { token });
    expect(cart.data).toHaveLength(1);
    expect(cart.data[0]!.cartItem).toBe(2);
    expect(cart.Sub_Total).toBeCloseTo(cart.data[0]!.selling_price * 2, 2);

    await api.ok('removeCartLine', { token, path: { fk_product, variant_id: fk_variant } });
    expect((await api.ok('getCart', { token })).data).toHaveLength(0);
    await api.fails('removeCartLine', 404, { token, path: { fk_product, variant_id: fk_variant } });

    await api.ok('updateCart', { token, body: { fk_product, fk_variant, var_qty: 1 } });
    cart = await api.ok('getCart', { token });
    const totals = {
      total_amount: cart.Sub_Total,
      total_tax: cart.gst_total,
      total_discount: cart.discount_total,
      delivery_charge: cart.delivery_charge,
    };
    const coupon = await api.ok('applyCoupon', { token, body: { coupon_code: 'WELCOME10', ...totals } });
    expect(coupon.discount_price).toBeGreaterThan(0);
    expect(coupon.payble_amount).toBeLessThan(cart.gross_total);
    const refused = await api.call<{ message: string }>('applyCoupon', {
      token,
      body: { coupon_code: 'NOSUCHCODE', ...totals },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.message).toBeTruthy();
  });

  it('places a cash order once per Idempotency-Key, lists it and cancels it', async () => {
    const { shopper, product } = await shopperAndProduct();
    const { token } = shopper;
    await api.ok('updateCart', { token, body: { fk_product: product.id, fk_variant: product.variantId, var_qty: 1 } });
    const key = randomUUID();
    const body = shopping.cashOrder(shopper.addressId);
    const first = await api.call<Success<'placeOrder'>>('placeOrder', {
      token,
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status).toBe(201);
    const order = first.body.data as Success<'getOrder'>['data'];
    expect(order.chr_status).toBe('A');
    expect(order.var_payment_mode).toBe('C');
    const again = await api.call<Success<'placeOrder'>>('placeOrder', {
      token,
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect((again.body.data as Success<'getOrder'>['data']).int_glcode).toBe(order.int_glcode);
    expect((await api.ok('getCart', { token })).data).toHaveLength(0);
    await api.fails('placeOrder', 400, { token, body: shopping.cashOrder(shopper.addressId) });

    const list = await api.ok('listOrders', { token });
    expect(list.data.filter((o) => o.int_glcode === order.int_glcode)).toHaveLength(1);
    expect((await api.ok('getOrder', { token, path: { id: order.int_glcode } })).data.order_id).toBe(order.order_id);

    expect(order.credit_note_url).toBeNull();
    await api.ok('cancelOrder', { token, path: { id: order.int_glcode } });
    const cancelled = (await api.ok('getOrder', { token, path: { id: order.int_glcode } })).data;
    expect(cancelled.chr_status).toBe('C');
    await api.fails('cancelOrder', 409, { token, path: { id: order.int_glcode } });

    // The cancel undid the order's invoice with a credit note (decision 0051), opened by a ticket as the invoice is.
    const [, ticket, id] = /\/credit-note\/([^/]+)\/(\d+)$/.exec(cancelled.credit_note_url ?? '') ?? [];
    expect(ticket, `credit_note_url ${cancelled.credit_note_url}`).toBeTruthy();
    const pdf = await api.call('getCreditNote', { path: { ticket: ticket!, id: id! } });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(pdf.bytes?.slice(0, 5))).toBe('%PDF-');
    await api.fails('getCreditNote', 403, { path: { ticket: `${ticket!.slice(0, -2)}xx`, id: id! } });
  });

  /** A shopper of its own with one unit of a product of its own in the cart, and online step 1 for it. */
  async function startOnlinePayment() {
    const { shopper, product } = await shopperAndProduct();
    const { token } = shopper;
    await api.ok('updateCart', { token, body: { fk_product: product.id, fk_variant: product.variantId, var_qty: 1 } });
    const cart = await api.ok('getCart', { token });
    const step1Body = {
      ...shopping.cashOrder(shopper.addressId),
      var_payment_mode: 'O',
      amount: Math.round(cart.gross_total * 100),
      currency: 'INR',
    };
    const step1 = await api.call<Success<'placeOrder'>>('placeOrder', { token, body: step1Body });
    expect(step1.status).toBe(200);
    return {
      token,
      product,
      step1Body,
      payment: step1.body.data as { id: string; amount: number; expires_at: string },
    };
  }

  it('pays online in two steps through the sandbox provider', async () => {
    const { token, step1Body, payment } = await startOnlinePayment();
    expect(payment.amount).toBe(step1Body.amount);
    expect((await api.ok('getPayment', { token, path: { providerOrderId: payment.id } })).data).toMatchObject({
      status: 'pending',
      amount: step1Body.amount,
      expires_at: payment.expires_at,
      order_id: null,
    });

    await api.fails('sandboxCheckout', 400, {
      body: { ...shopping.card, card_number: '4000 0000 0000 0002', order_id: payment.id },
    });
    const paid = await api.ok('sandboxCheckout', { body: { ...shopping.card, order_id: payment.id } });
    expect(paid.var_provider_order_id).toBe(payment.id);

    const forged = {
      ...step1Body,
      ...paid,
      var_payment_signature: paid.var_payment_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    };
    await api.fails('placeOrder', 400, { token, body: forged });
    const step2 = await api.call<Success<'placeOrder'>>('placeOrder', { token, body: { ...step1Body, ...paid } });
    expect(step2.status).toBe(201);
    const order = step2.body.data as Success<'getOrder'>['data'];
    expect(order.var_payment_mode).toBe('O');

    const settled = await api.ok('getPayment', { token, path: { providerOrderId: payment.id } });
    expect(settled.data).toMatchObject({ status: 'paid', order_id: order.int_glcode });
    await api.fails('sandboxCheckout', 409, { body: { ...shopping.card, order_id: payment.id } });
    await api.fails('cancelPayment', 409, { token, path: { providerOrderId: payment.id } });

    // Cancelled, it is refunded: the order and the attempt say so.
    await api.ok('cancelOrder', { token, path: { id: order.int_glcode } });
    const refund = (await api.ok('getOrder', { token, path: { id: order.int_glcode } })).data.refund;
    expect(refund).toMatchObject({ status: 'refunded', amount: order.var_payable_amount });
    expect((await api.ok('getPayment', { token, path: { providerOrderId: payment.id } })).data).toMatchObject({
      status: 'refunded',
      order_id: order.int_glcode,
    });
  });

  it('the payment webhook is off without a webhook secret', async () => {
    const request = validRequests(wellFormedIds).paymentWebhook;
    expect(await api.fails('paymentWebhook', 404, request)).toBeTruthy();
  });

  it('cancels an unpaid online payment, giving its hold back', async () => {
    const { token, product, payment } = await startOnlinePayment();
    const stock = async () =>
      (await api.ok('getProduct', { path: { slug: product.slug } })).data.variants.find(
        (v) => v.variant_id === product.variantId,
      )!.stock;
    const held = await stock();

    expect((await api.ok('cancelPayment', { token, path: { providerOrderId: payment.id } })).message).toBeTruthy();
    await api.ok('cancelPayment', { token, path: { providerOrderId: payment.id } });
    expect((await api.ok('getPayment', { token, path: { providerOrderId: payment.id } })).data.status).toBe(
      'cancelled',
    );
    expect(await stock()).toBe(held + 1);
    await api.fails('sandboxCheckout', 409, { body: { ...shopping.card, order_id: payment.id } });
    await api.fails('getPayment', 404, { token, path: { providerOrderId: 'sbx_order_nobody' } });
    await api.fails('cancelPayment', 404, { token, path: { providerOrderId: 'sbx_order_nobody' } });
  });

  it('after delivery: opens the invoice, takes a review and a return, once', async () => {
    const { shopper, orderId } = await deliveredOrder();
    const { token } = shopper;
    const order = (await api.ok('getOrder', { token, path: { id: orderId } })).data;
    expect(order.chr_status).toBe('D');
    const [, ticket, id] = /\/invoice\/([^/]+)\/(\d+)$/.exec(order.invoice_url ?? '') ?? [];
    expect(ticket, `invoice_url ${order.invoice_url}`).toBeTruthy();
    const pdf = await api.call('getInvoice', { path: { ticket: ticket!, id: id! } });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(pdf.bytes?.slice(0, 5))).toBe('%PDF-');
    await api.fails('getInvoice', 403, { path: { ticket: `${ticket!.slice(0, -2)}xx`, id: id! } });

    const line = order.fk_product_arr[0]!;
    const userId = (await api.ok('getProfile', { token })).data.user_id;
    const review = await api.call('createReview', {
      token,
      body: {
        fk_product: line.int_glcode,
        rating: 4,
        review_text: 'Soft cotton, true to size.',
        user_id: userId,
        var_email: shopper.email,
        var_name: 'Kavya',
      },
    });
    expect(review.status).toBe(201);
    const detail = (await api.ok('getProduct', { path: { slug: line.var_slug } })).data;
    expect(detail.reviews.map((r) => r.review_text)).toContain('Soft cotton, true to size.');

    const giveBack = {
      fk_product: line.int_glcode,
      fk_variant: line.variants.int_glCode,
      return_text: 'Too long for me',
      order_id: orderId,
    };
    await api.ok('returnProduct', { token, body: giveBack });
    await api.fails('returnProduct', 409, { token, body: giveBack });
    const after = (await api.ok('getOrder', { token, path: { id: orderId } })).data;
    expect(after.returnProduct.map((r) => r.fk_product)).toContain(line.int_glcode);
  });
});

describe('the back office (staff)', () => {
  it('signs in with a strict cookie for the admin API only, says who she is, and signs out', async () => {
    const owner = await newStaffMember(server.ctx.db, 'owner');
    expect(await api.fails('staffSignIn', 401, { body: { email: owner.email, password: 'Wrong#Pass1' } })).toMatch(
      /not right/,
    );
    const signedIn = await api.call<Success<'staffSignIn'>>('staffSignIn', {
      body: { email: owner.email.toUpperCase(), password: owner.password },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toEqual({ email: owner.email, role: 'owner', areas: expect.arrayContaining(['staff']) });
    const cookie = signedIn.headers.getSetCookie().find((value) => value.startsWith('sf_admin='))!;
    expect(cookie.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=43200', 'Path=/api/v1/admin', 'SameSite=Strict'].sort(),
    );
    // Not in the body: a script never sees it.
    expect(JSON.stringify(signedIn.body)).not.toContain(staffCookieOf(signedIn.headers));

    const session = staffCookieOf(signedIn.headers);
    expect((await api.ok('getStaffSelf', { staffSession: session })).data).toEqual(signedIn.body.data);
    const out = await api.call<Success<'staffSignOut'>>('staffSignOut', { staffSession: session });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(
      /^sf_admin=; Path=\/api\/v1\/admin; Max-Age=0; HttpOnly; SameSite=Strict/,
    );
    await api.fails('getStaffSelf', 401, { staffSession: session });
    await api.fails('staffSignOut', 401, { staffSession: session });
  });

  it('sets her password with the one-time link, once', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const added = await addStaff(
      server.ctx.db,
      { email, role: 'staff' },
      { now: new Date(), publicUrl: server.url, mail: false },
    );
    const token = new URL(added.link).hash.slice(1);
    expect(await api.fails('setStaffPassword', 400, { body: { token, var_password: 'weakpass' } })).toMatch(
      /uppercase/,
    );
    expect((await api.ok('setStaffPassword', { body: { token, var_password: 'Fresh#Start9' } })).message).toBe(
      texts.staff.passwordSet,
    );
    expect(await api.fails('setStaffPassword', 400, { body: { token, var_password: 'Other#Start9' } })).toBe(
      texts.staff.linkUsedOrExpired,
    );
    await staffSession(api, { email, password: 'Fresh#Start9' });
  });

  it('asks for the code of a second factor, takes it once, and signs in with it', async () => {
    const member = await newStaffMember(server.ctx.db, 'staff');
    const secret = newTotpSecret();
    await server.ctx.db.update(staff).set({ totpSecret: secret }).where(eq(staff.id, member.id));
    const body = { email: member.email, password: member.password };
    expect(await api.fails('staffSignIn', 401, { body })).toMatch(/6-digit code/);
    const code = totpCode(secret, new Date());
    await api.ok('staffSignIn', { body: { ...body, totp: code } });
    expect(await api.fails('staffSignIn', 401, { body: { ...body, totp: code } })).toMatch(/already used/);
  });

  it("lists every shopper's orders for staff, by status, number, email or name, a page at a time", async () => {
    const { shopper, orderId } = await deliveredOrder();
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    const order = (await api.ok('getOrder', { token: shopper.token, path: { id: orderId } })).data;
    const byNumber = await api.ok('listAdminOrders', { staffSession: session, query: { q: order.order_id } });
    expect(byNumber).toMatchObject({ page: 1, pages: 1, total: 1 });
    expect(byNumber.data[0]).toMatchObject({
      id: orderId,
      order_number: order.order_id,
      status: 'D',
      status_text: 'Delivered',
      email: shopper.email,
      payable: order.var_payable_amount,
      payment_mode: 'C',
    });
    const byEmail = await api.ok('listAdminOrders', {
      staffSession: session,
      query: { q: shopper.email.toUpperCase(), status: 'D' },
    });
    expect(byEmail.data.map((row) => row.id)).toEqual([orderId]);
    expect(
      (await api.ok('listAdminOrders', { staffSession: session, query: { q: order.order_id, status: 'A' } })).total,
    ).toBe(0);
    // A LIKE's own characters are taken as written.
    expect((await api.ok('listAdminOrders', { staffSession: session, query: { q: '%' } })).total).toBe(0);
    const all = await api.ok('listAdminOrders', { staffSession: session });
    expect(all.data.length).toBeLessThanOrEqual(25);
    expect(all.total).toBeGreaterThanOrEqual(1);
    expect(all.pages).toBe(Math.ceil(all.total / 25));
    const beyond = await api.ok('listAdminOrders', { staffSession: session, query: { page: all.pages + 1 } });
    expect(beyond.data).toEqual([]);
  });

  it('takes an order through its steps, each once: process, ship, deliver; then a return received and refunded by hand', async () => {
    const { shopper, product, orderId } = await placedOrder();
    const member = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    const owner = await staffSession(api, await newStaffMember(server.ctx.db, 'owner'));
    const order = { staffSession: member, path: { orderId } };
    expect((await api.ok('processAdminOrder', order)).message).toMatch(/is processed/);
    expect(await api.fails('processAdminOrder', 409, order)).toBe(
      'Someone changed this order a moment ago: it is now Processed. Nothing was done.',
    );
    expect(await api.fails('deliverAdminOrder', 409, order)).toMatch(/now Processed/);
    expect(
      await api.fails('shipAdminOrder', 400, { ...order, body: { carrier: 'Delhivery', tracking_number: 'DL/12' } }),
    ).toBe(texts.shipment.trackingNumber);
    const shipment = { carrier: 'Delhivery', tracking_number: 'DL 4711', tracking_url: 'https://track.example/DL4711' };
    await api.ok('shipAdminOrder', { ...order, body: shipment });
    expect(await api.fails('shipAdminOrder', 409, { ...order, body: shipment })).toMatch(/now Shipped/);
    await api.ok('deliverAdminOrder', order);
    expect(await api.fails('addAdminOrderNote', 400, { ...order, body: { note: '   ' } })).toBe(
      adminTexts.orders.noteNeeded,
    );
    await api.ok('addAdminOrderNote', { ...order, body: { note: 'Asked for a gift wrap.' } });

    await api.ok('returnProduct', {
      token: shopper.token,
      body: { fk_product: product.id, fk_variant: product.variantId, return_text: 'Too long', order_id: orderId },
    });
    const asked = (await api.ok('getAdminOrder', order)).data;
    expect(asked.returns).toEqual([expect.objectContaining({ variant_id: product.variantId, received_at: null })]);
    expect(asked.payment).toMatchObject({ mode: 'C', refunded: 0, returned_share: 0 });
    const waiting = await api.ok('listAdminOrders', { staffSession: member, query: { returns: 'true' } });
    expect(waiting.data.map((row) => row.id)).toContain(orderId);
    await api.ok('receiveAdminReturn', { ...order, body: { variant_id: product.variantId, restock: true } });
    expect(
      await api.fails('receiveAdminReturn', 409, { ...order, body: { variant_id: product.variantId, restock: true } }),
    ).toBe(adminTexts.orders.noReturnWaiting);

    const back = (await api.ok('getAdminOrder', order)).data;
    const share = back.payment.returned_share;
    expect(share).toBe(back.order.var_payable_amount - back.order.var_delivery_charge);
    // Staff may not refund; the owner may, by hand for cash, and no more than was taken.
    await api.fails('refundAdminOrder', 403, { ...order, body: { amount: share, reason: 'Returned' } });
    const byOwner = { staffSession: owner, path: { orderId } };
    expect(await api.fails('refundAdminOrder', 400, { ...byOwner, body: { amount: share, reason: 'Returned' } })).toBe(
      texts.refunds.cashByHand,
    );
    const refund = { amount: share, method: 'bank' as const, reference: 'UTR 0042', reason: 'Returned' };
    await api.ok('refundAdminOrder', { ...byOwner, body: refund });
    expect(await api.fails('refundAdminOrder', 409, { ...byOwner, body: { ...refund, amount: 99_999 } })).toMatch(
      /more than the order has left/,
    );

    const detail = (await api.ok('getAdminOrder', byOwner)).data;
    expect(detail.order.shipment).toEqual(shipment);
    expect(detail.shopper.email).toBe(shopper.email);
    expect(detail.payment).toMatchObject({ refunded: share, returned_share: 0 });
    expect(detail.payment.refunds).toEqual([expect.objectContaining({ amount: share, method: 'bank', made: true })]);
    expect(detail.mails.map((mail) => mail.subject).join(' | ')).toMatch(/placed.*processed.*shipped.*delivered/is);
    expect(detail.timeline.map((entry) => entry.text)).toEqual([
      'Placed the order',
      'Processed the order',
      'Shipped the order with Delhivery, tracking DL 4711',
      'Marked the order delivered',
      'Noted: Asked for a gift wrap.',
      `Asked to return ${detail.returns[0]!.title}`,
      'Had returned goods back',
      `Refunded ₹${share.toLocaleString('en-IN', { minimumFractionDigits: 2 })} (bank)`,
    ]);
    await api.fails('getAdminOrder', 404, { staffSession: member, path: { orderId: 2_147_483_647 } });

    // The record of changes holds each step, by whom, newest first.
    const record = (await api.ok('listActivity', { staffSession: member })).data.filter((e) => e.order_id === orderId);
    expect(record.map((entry) => entry.action)).toEqual([
      'order.refund',
      'return.receive',
      'order.note',
      'order.deliver',
      'order.ship',
      'order.process',
    ]);
    expect(record.at(-1)).toMatchObject({
      text: 'Processed the order',
      before: { status: 'A' },
      after: { status: 'P' },
    });
    expect(record.at(-1)!.who).toMatch(/@/);
    const older = await api.ok('listActivity', { staffSession: member, query: { before: record.at(-1)!.id } });
    expect(older.data.every((entry) => entry.id < record.at(-1)!.id)).toBe(true);
  });

  it('cancels with a reason, and declines a return in words', async () => {
    const member = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    const placed = await placedOrder();
    const order = { staffSession: member, path: { orderId: placed.orderId } };
    expect(await api.fails('cancelAdminOrder', 400, { ...order, body: { reason: ' ' } })).toBe(
      adminTexts.orders.reasonNeeded,
    );
    await api.ok('cancelAdminOrder', { ...order, body: { reason: 'The fabric came torn' } });
    expect(await api.fails('cancelAdminOrder', 409, { ...order, body: { reason: 'Again' } })).toMatch(/now Cancelled/);
    const cancelled = (await api.ok('getAdminOrder', order)).data;
    expect(cancelled.timeline.at(-1)).toMatchObject({ text: 'Cancelled the order', reason: 'The fabric came torn' });

    const delivered = await deliveredOrder();
    const line = { fk_product: delivered.product.id, fk_variant: delivered.product.variantId };
    await api.ok('returnProduct', {
      token: delivered.shopper.token,
      body: { ...line, return_text: 'Changed my mind', order_id: delivered.orderId },
    });
    const other = { staffSession: member, path: { orderId: delivered.orderId } };
    await api.ok('declineAdminReturn', { ...other, body: { variant_id: line.fk_variant, reason: 'It was worn' } });
    expect(
      await api.fails('declineAdminReturn', 409, { ...other, body: { variant_id: line.fk_variant, reason: 'Again' } }),
    ).toMatch(/./);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const listed = await api.ok('listAdminOrders', {
      staffSession: member,
      query: { q: delivered.shopper.email, from: today, to: today },
    });
    expect(listed.data.map((row) => row.id)).toEqual([delivered.orderId]);
    expect(
      (
        await api.ok('listAdminOrders', {
          staffSession: member,
          query: { q: delivered.shopper.email, to: '2020-01-01' },
        })
      ).total,
    ).toBe(0);
    expect(
      await api.fails('listAdminOrders', 400, {
        staffSession: member,
        query: { from: '2026-02-02', to: '2026-02-01' },
      }),
    ).toBe(adminTexts.orders.datesBackwards);
  });

  it("lists the shop's people for the owner, and refuses staff in a sentence", async () => {
    const owner = await newStaffMember(server.ctx.db, 'owner');
    const member = await newStaffMember(server.ctx.db, 'staff');
    const people = (await api.ok('listStaff', { staffSession: await staffSession(api, owner) })).data;
    expect(people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: member.id,
          email: member.email,
          role: 'staff',
          password_set: true,
          second_factor: false,
        }),
      ]),
    );
    expect(await api.fails('listStaff', 403, { staffSession: await staffSession(api, member) })).toBe(
      "Your role does not include the shop's people. Ask the shop's owner if you need it.",
    );
  });
});

describe('the back office at work (staff)', () => {
  it('reads, answers and closes a message of the inbox', async () => {
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    const message = await newContactMessage(api, server.ctx.db);
    expect((await api.ok('listInbox', { staffSession: session })).data.map((m) => m.id)).toContain(message.id);
    expect((await api.ok('getInboxMessage', { staffSession: session, path: { id: message.id } })).data.email).toBe(
      message.email,
    );
    const path = { id: message.id };
    await api.ok('replyToInboxMessage', { staffSession: session, path, body: { reply: 'Thank you.' } });
    await api.ok('markInboxHandled', { staffSession: session, path, body: {} });
    const all = await api.ok('listInbox', { staffSession: session, query: { all: 'true' } });
    expect(all.data.find((m) => m.id === message.id)).toMatchObject({
      reply: 'Thank you.',
      handled_at: expect.any(String),
    });
  });

  it('lists low stock, sets a stock level and shows the dashboard', async () => {
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    const variant = await ownVariant(server.ctx.db, 1);
    const low = await api.ok('listLowStock', { staffSession: session, query: { at_most: 1 } });
    expect(low.data.every((row) => row.stock <= 1)).toBe(true);
    const set = await api.ok('setVariantStock', {
      staffSession: session,
      path: { variant_id: variant.variantId },
      body: { stock: 9 },
    });
    expect(set.data).toMatchObject({ variant_id: variant.variantId, from: 1, to: 9, mailed: 0 });
    const shop = (await api.ok('getDashboard', { staffSession: session })).data;
    expect(shop.periods.map((period) => period.days)).toEqual([1, 7, 30]);
    expect(shop.daily).toHaveLength(30);
  });

  it('uploads a photo, previews a product, adds it, lists it, opens it, previews and saves an edit, and unpublishes it', async () => {
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    const photo = await api.call<Success<'uploadAdminPhoto'>>('uploadAdminPhoto', {
      staffSession: session,
      rawBody: TINY_PNG,
      contentType: 'image/png',
    });
    expect(photo.status).toBe(201);
    const slug = `contract-kurta-${Date.now()}`;
    const product = { ...editedProduct, photos: [photo.body.data.url] };
    product.variants = [{ ...editedProduct.variants[0]!, sku: slug }];
    const unsaved = await api.ok('previewNewAdminProduct', { staffSession: session, body: { slug, product } });
    expect(unsaved.address).toBe(`/product/${slug}`);
    expect((await api.ok('listAdminProducts', { staffSession: session, query: { q: slug } })).total).toBe(0);
    const added = await api.call<Success<'createAdminProduct'>>('createAdminProduct', {
      staffSession: session,
      body: { slug, product },
    });
    expect(added.status).toBe(201);
    const listed = await api.ok('listAdminProducts', { staffSession: session, query: { q: slug } });
    expect(listed.data.map((row) => row.slug)).toEqual([slug]);
    const opened = await api.ok('getAdminProduct', { staffSession: session, path: { product_id: listed.data[0]!.id } });
    expect(opened.data.photos).toEqual([photo.body.data.url]);
    const edit = await api.ok('previewAdminProduct', {
      staffSession: session,
      path: { product_id: opened.data.id },
      body: { product: { ...product, title: 'Rust kurta' } },
    });
    expect(edit.address).toBe(`/product/${slug}`);
    const saved = await api.ok('saveAdminProduct', {
      staffSession: session,
      path: { product_id: opened.data.id },
      body: { version: opened.data.version, product: { ...product, title: 'Rust kurta' } },
    });
    expect(saved.data.title).toBe('Rust kurta');
    const bulk = await api.ok('bulkEditAdminProducts', {
      staffSession: session,
      body: { ids: [opened.data.id], action: 'unpublish' },
    });
    expect(bulk.changed).toBe(1);
  });

  it('adds two categories, lists them, pictures one, moves it to the top and deletes it', async () => {
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    const title = `Contract ${Date.now()}`;
    const top = await api.call<Success<'createAdminCategory'>>('createAdminCategory', {
      staffSession: session,
      body: { parent_id: null, title },
    });
    expect(top.status).toBe(201);
    const sub = (
      await api.ok('createAdminCategory', {
        staffSession: session,
        body: { parent_id: top.body.data.id, title: 'Sub' },
      })
    ).data;
    expect((await api.ok('listAdminCategories', { staffSession: session })).data).toContainEqual(sub);
    const photo = await api.ok('uploadAdminPhoto', {
      staffSession: session,
      rawBody: TINY_PNG,
      contentType: 'image/png',
    });
    const path = { category_id: sub.id };
    const pictured = await api.ok('saveAdminCategory', {
      staffSession: session,
      path,
      body: { version: sub.version, title: 'Sub', link_name: sub.slug, picture: photo.data.url },
    });
    expect(pictured.data.picture).toBe(photo.data.url);
    const moved = await api.ok('moveAdminCategory', {
      staffSession: session,
      path,
      body: { version: pictured.data.version, parent_id: null, position: 0 },
    });
    expect(moved.data).toMatchObject({ level: 1, parent_id: null, position: 0 });
    expect((await api.ok('deleteAdminCategory', { staffSession: session, path })).message).toBe(
      adminTexts.categories.deleted('Sub'),
    );
  });

  it('checks a catalog file, imports the bytes it checked, and downloads the catalog', async () => {
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    const file = { staffSession: session, rawBody: EMPTY_CATALOG, contentType: 'text/csv' };
    const checked = await api.ok('checkAdminCatalog', { ...file, query: { file_name: 'catalog.csv' } });
    expect(checked.data).toMatchObject({ sha256: EMPTY_CATALOG_SHA256, errors: 0, written: false });
    const imported = await api.ok('importAdminCatalog', {
      ...file,
      query: { file_name: 'catalog.csv', checked: checked.data.sha256 },
    });
    expect(imported.data.report).toContain('Nothing to write');
    await api.fails('checkAdminCatalog', 415, { staffSession: session, query: { file_name: 'x.csv' }, body: {} });
    const zip = await api.call('exportAdminCatalog', { staffSession: session });
    expect(zip).toMatchObject({ status: 200, contentType: 'application/zip' });
  });

  it('makes a coupon, lists it, reads its uses, pauses it and ends it', async () => {
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'owner'));
    const code = `CONTRACT${Date.now()}`;
    const made = await api.call<Success<'createAdminCoupon'>>('createAdminCoupon', {
      staffSession: session,
      body: newCoupon(code),
    });
    expect(made.status).toBe(201);
    const path = { coupon_id: made.body.data.id };
    expect((await api.ok('listAdminCoupons', { staffSession: session })).data.map((c) => c.code)).toContain(code);
    expect((await api.ok('getAdminCoupon', { staffSession: session, path })).uses).toEqual([]);
    await api.ok('pauseAdminCoupon', { staffSession: session, path, body: { paused: true } });
    expect((await api.ok('endAdminCoupon', { staffSession: session, path })).data.state).toBe('ended');
  });

  it("opens the shop's settings and saves them", async () => {
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'owner'));
    const opened = await api.ok('getAdminSettings', { staffSession: session });
    const saved = await api.ok('saveAdminSettings', {
      staffSession: session,
      body: { version: opened.data.version, settings: { ...opened.data.settings, copyright: '© The shop' } },
    });
    expect(saved.data.settings.copyright).toBe('© The shop');
  });

  it('reads the searches that found nothing, sets a synonym and forgets it', async () => {
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    expect((await api.ok('getAdminSearch', { staffSession: session })).days).toBe(7);
    const word = `contract${Date.now()}`;
    await api.ok('setAdminSynonym', { staffSession: session, path: { word }, body: { means: 'saree' } });
    expect((await api.ok('removeAdminSynonym', { staffSession: session, path: { word } })).data).not.toContainEqual(
      expect.objectContaining({ word }),
    );
  });
});

describe('customers and mails (the back office)', () => {
  it('lists, searches and opens a customer for the owner, and erases her data once her email is typed again', async () => {
    const owner = await staffSession(api, await newStaffMember(server.ctx.db, 'owner'));
    const { shopper, orderId } = await placedOrder();
    const found = await api.ok('listAdminCustomers', {
      staffSession: owner,
      query: { q: shopper.email.toUpperCase() },
    });
    expect(found.data).toEqual([expect.objectContaining({ email: shopper.email, orders: 1, erased: false })]);
    const id = found.data[0]!.id;
    const her = (await api.ok('getAdminCustomer', { staffSession: owner, path: { customerId: id } })).data;
    expect(her.orders.map((o) => o.id)).toEqual([orderId]);
    expect(her.addresses).toHaveLength(1);
    expect(her.mails.map((m) => m.subject)).toEqual([expect.stringMatching(/is placed$/)]);
    const path = { customerId: id };
    expect(
      await api.fails('eraseAdminCustomer', 400, { staffSession: owner, path, body: { email: 'x@example.com' } }),
    ).toBe(adminTexts.customers.emailMismatch);
    const erased = await api.ok('eraseAdminCustomer', { staffSession: owner, path, body: { email: shopper.email } });
    expect(erased.message).toBe(adminTexts.customers.erased(1));
    expect(
      await api.fails('eraseAdminCustomer', 409, { staffSession: owner, path, body: { email: shopper.email } }),
    ).toBe(adminTexts.customers.erasedAlready);
    const after = (await api.ok('getAdminCustomer', { staffSession: owner, path })).data;
    expect(after).toMatchObject({ erased_at: expect.any(String), addresses: [], orders: [{ id: orderId }] });
    expect(after.email).not.toBe(shopper.email);
    await api.fails('getProfile', 401, { token: shopper.token });
    await api.fails('login', 401, { body: { var_email: shopper.email, var_password: shopper.password } });
    expect(await api.fails('getAdminCustomer', 404, { staffSession: owner, path: { customerId: 2_000_000_000 } })).toBe(
      adminTexts.customers.noCustomer,
    );
  });

  it("lists the mails' wording, previews, saves and puts back one", async () => {
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    const listed = (await api.ok('listAdminMailTemplates', { staffSession: session })).data;
    expect(listed.find((t) => t.kind === 'order-delivered')).toMatchObject({ reworded: false, version: 0 });
    const path = { kind: 'order-delivered' as const };
    const wording = { subject: 'Delivered: {order}', intro: 'It reached you, {name}.' };
    const shown = await api.ok('previewAdminMailTemplate', { staffSession: session, path, body: wording });
    expect(shown.data.subject).toBe('Delivered: SF1001');
    const saved = await api.ok('saveAdminMailTemplate', {
      staffSession: session,
      path,
      body: { ...wording, version: 0 },
    });
    expect(saved.data).toMatchObject({ ...wording, version: 1 });
    const reset = await api.ok('resetAdminMailTemplate', { staffSession: session, path, body: { version: 1 } });
    expect(reset.data).toMatchObject({ subject: reset.data.default_subject, reworded: false, version: 2 });
  });

  it('lists the outbox by state with its errors in words, shows a mail, and sends a failed one again', async () => {
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    const to = `failed-${randomUUID().slice(0, 8)}@example.com`;
    const [failed] = await server.ctx.db
      .insert(mailOutbox)
      .values({
        kind: 'contact-reply',
        recipient: to,
        subject: 'Your message to the shop',
        text: 'Thank you for writing.',
        html: '<p>Thank you for writing.</p>',
        nextAttemptAt: new Date(Date.now() + 3_600_000),
        attempts: 3,
        lastError: 'The mail server did not answer in time.',
      })
      .returning();
    const listed = await api.ok('listAdminMails', { staffSession: session, query: { state: 'failed' } });
    expect(listed.data.every((m) => m.state === 'failed')).toBe(true);
    expect(listed.data.find((m) => m.id === failed!.id)).toMatchObject({
      recipient: to,
      last_error: 'The mail server did not answer in time.',
    });
    const path = { mailId: failed!.id };
    const shown = (await api.ok('getAdminMail', { staffSession: session, path })).data;
    expect(shown).toMatchObject({
      html: '<p>Thank you for writing.</p>',
      text: 'Thank you for writing.',
      resendable: true,
    });
    const resent = await api.ok('resendAdminMail', { staffSession: session, path, body: {} });
    expect(resent.data).toMatchObject({ recipient: to, state: 'waiting', attempts: 0 });
    expect((await api.ok('getAdminMail', { staffSession: session, path })).data.state).toBe('given-up');
    const recorded = (await api.ok('listActivity', { staffSession: session })).data;
    expect(recorded.find((entry) => entry.subject === `mail #${failed!.id}`)).toMatchObject({
      action: 'mail.resend',
      text: 'Sent a mail again',
      after: { copy: resent.data.id },
    });
    const [code] = await server.ctx.db
      .insert(mailOutbox)
      .values({
        kind: 'password-reset',
        recipient: to,
        subject: 'Your code',
        nextAttemptAt: new Date(),
        sentAt: new Date(),
      })
      .returning();
    expect(
      await api.fails('resendAdminMail', 409, { staffSession: session, path: { mailId: code!.id }, body: {} }),
    ).toBe(adminTexts.mails.bodyCleared);
    expect(await api.fails('getAdminMail', 404, { staffSession: session, path: { mailId: 2_000_000_000 } })).toBe(
      adminTexts.mails.noMail,
    );
  });
});

describe("the operator's endpoints (at the root)", () => {
  it('answers health, readiness and metrics', async () => {
    expect((await api.ok('getHealth')).status).toBe('up');
    expect((await api.ok('getReadiness')).status).toBe('ready');
    const metrics = await api.call<string>('getMetrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain(
      'statefront_http_requests_total{operation="getHealth",method="GET",status_class="2xx"}',
    );
  });
});
