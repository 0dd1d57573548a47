/**
 * Who may touch what. Without a token every operation that needs one answers
 * 401 `{message}`; signed in as the other seeded user, the demo shopper's
 * addresses, orders, cart lines, invoices, returns and reviews are out of reach
 * (404/403, none of their data in the answer), and the database is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from '../../server/cli/commands';
import { DEMO_SHOPPER, OTHER_SHOPPER } from '../../server/db/seed/demo-users';
import { startTestServer } from '../support/server';
import type { TestServer } from '../support/server';
import { createContractClient } from '../contract/contract-client';
import type { ContractClient, OperationId, Success } from '../contract/contract-client';
import { fingerprint } from '../contract/db-fingerprint';
import { loadDocument } from '../contract/openapi-document';
import { shopping } from '../contract/shopping-fixtures';
import { validRequests, wellFormedIds } from '../contract/valid-requests';

const secured = [...loadDocument().operations.values()].filter((op) => op.secured).map((op) => op.operationId as OperationId);

let server: TestServer;
let api: ContractClient;

beforeAll(async () => {
  server = await startTestServer();
  api = createContractClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

describe('without a token', () => {
  it('the document marks the user-scoped operations as needing one', () => {
    expect(secured.length).toBeGreaterThanOrEqual(20);
    expect(secured).toEqual(expect.arrayContaining(['getCart', 'placeOrder', 'getAddress', 'createReview', 'returnProduct']));
  });

  it.each(secured)('%s answers 401 {message} with no token or a made-up one, and writes nothing', async (operationId) => {
    const request = validRequests(wellFormedIds)[operationId];
    const before = await fingerprint(server.ctx.db);
    await api.fails(operationId, 401, request);
    await api.fails(operationId, 401, { ...request, token: 'bm90LWEtcmVhbC10b2tlbg' });
    await api.fails(operationId, 401, { ...request, headers: { authorization: 'Basic c2hvcHBlcjpTaG9wcGVyQDEyMw==' } });
    expect(await fingerprint(server.ctx.db)).toEqual(before);
  });
});

describe('after logout', () => {
  it('the revoked token is refused by every operation that needs one, and nothing is written', async () => {
    const token = await server.login(OTHER_SHOPPER.email, OTHER_SHOPPER.password);
    await api.ok('getProfile', { token });
    await api.ok('logout', { token });
    const before = await fingerprint(server.ctx.db);
    const requests = validRequests(wellFormedIds);
    for (const operationId of secured) {
      const answer = await api.call<{ message?: string }>(operationId, { ...requests[operationId], token });
      expect(answer.status, operationId).toBe(401);
      expect(answer.body.message, operationId).toEqual(expect.any(String));
    }
    expect(await fingerprint(server.ctx.db)).toEqual(before);
  });
});

describe("the other shopper against the demo shopper's data", () => {
  type Order = Success<'getOrder'>['data'];
  const demo = { token: '', addresses: [] as Success<'listAddresses'>['data'], orders: [] as Order[], delivered: undefined as Order | undefined, cartLine: { fk_product: 0, variant_id: 0 }, ticket: '' };
  const other = { token: '', deliveredOrderId: 0, ticket: '' };
  let before: Record<string, string>;

  /** The answer must be a refusal that leaks none of the demo shopper's records. */
  async function refused(operationId: OperationId, options: Parameters<ContractClient['call']>[1]) {
    const answer = await api.call<{ message?: string }>(operationId, { token: other.token, ...options });
    expect([403, 404], `${operationId} ${JSON.stringify(answer.body)}`).toContain(answer.status);
    expect(answer.body.message).toEqual(expect.any(String));
    const text = JSON.stringify(answer.body);
    for (const address of demo.addresses) expect(text).not.toContain(address.var_landmark);
    for (const order of demo.orders) expect(text).not.toContain(order.order_id);
    expect(text).not.toContain(DEMO_SHOPPER.email);
  }

  beforeAll(async () => {
    demo.token = await server.login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    other.token = await server.login(OTHER_SHOPPER.email, OTHER_SHOPPER.password);
    demo.addresses = (await api.ok('listAddresses', { token: demo.token })).data;
    demo.orders = (await api.ok('listOrders', { token: demo.token })).data;
    demo.delivered = demo.orders.find((o) => o.chr_status === 'D');
    expect(demo.addresses.length).toBeGreaterThan(0);
    expect(demo.delivered, 'the seed gives the demo shopper a delivered order').toBeDefined();
    demo.ticket = /\/invoice\/([^/]+)\//.exec(demo.delivered?.invoice_url ?? '')?.[1] ?? '';

    // The demo shopper has something in the cart and the wishlist to protect.
    const products = await api.ok('listProducts', { body: { fk_category: 'all', limit: 30, page: 1 } });
    const picks: { fk_product: number; variant_id: number }[] = [];
    for (const item of products.data) {
      const detail = (await api.ok('getProduct', { path: { slug: item.var_slug } })).data;
      const variant = detail.variants.find((v) => v.stock >= 3);
      if (variant) picks.push({ fk_product: detail.int_glcode, variant_id: variant.variant_id });
      if (picks.length === 2) break;
    }
    const [demoPick, otherPick] = picks;
    if (!demoPick || !otherPick) throw new Error('the seed has no two products in stock');
    demo.cartLine = demoPick;
    await api.ok('updateCart', { token: demo.token, body: { fk_product: demoPick.fk_product, fk_variant: demoPick.variant_id, var_qty: 1 } });
    await api.ok('toggleWishlist', { token: demo.token, body: { fk_product: demoPick.fk_product } });

    // The other shopper has a delivered order of their own (for their own invoice ticket) and a cart.
    const address = (await api.ok('createAddress', { token: other.token, body: shopping.address })).data;
    await api.ok('updateCart', { token: other.token, body: { fk_product: otherPick.fk_product, fk_variant: otherPick.variant_id, var_qty: 1 } });
    const placed = (await api.ok('placeOrder', { token: other.token, body: shopping.cashOrder(address.int_glcode) })) as { data: Order };
    for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(placed.data.int_glcode));
    const delivered = (await api.ok('getOrder', { token: other.token, path: { id: placed.data.int_glcode } })).data;
    other.deliveredOrderId = delivered.int_glcode;
    other.ticket = /\/invoice\/([^/]+)\//.exec(delivered.invoice_url ?? '')?.[1] ?? '';
    await api.ok('updateCart', { token: other.token, body: { fk_product: otherPick.fk_product, fk_variant: otherPick.variant_id, var_qty: 1 } });

    before = await fingerprint(server.ctx.db);
  });

  it('cannot read, change or delete their addresses, nor ship to them', async () => {
    for (const address of demo.addresses) {
      await refused('getAddress', { path: { id: address.int_glcode } });
      await refused('updateAddress', { path: { id: address.int_glcode }, body: { ...shopping.address, var_city: 'Elsewhere' } });
      await refused('deleteAddress', { path: { id: address.int_glcode } });
      await refused('placeOrder', { body: shopping.cashOrder(address.int_glcode) });
    }
  });

  it('cannot read or cancel their orders', async () => {
    for (const order of demo.orders) {
      await refused('getOrder', { path: { id: order.int_glcode } });
      if (!['C', 'R', 'D'].includes(order.chr_status)) await refused('cancelOrder', { path: { id: order.int_glcode } });
    }
  });

  it('cannot remove their cart lines', async () => {
    await refused('removeCartLine', { path: { fk_product: demo.cartLine.fk_product, variant_id: demo.cartLine.variant_id } });
  });

  it('cannot return their products or review in their name', async () => {
    const line = demo.delivered!.fk_product_arr[0]!;
    await refused('returnProduct', {
      body: { fk_product: line.int_glcode, fk_variant: line.variants.int_glCode, return_text: 'Not mine anyway', order_id: demo.delivered!.int_glcode },
    });
    const profile = (await api.ok('getProfile', { token: demo.token })).data;
    await refused('createReview', {
      body: { fk_product: line.int_glcode, rating: 1, review_text: 'Fake review', user_id: profile.user_id, var_email: DEMO_SHOPPER.email, var_name: profile.var_name },
    });
  });

  it("cannot open their invoice with a ticket of one's own, nor theirs for one's own order", async () => {
    expect(demo.ticket && other.ticket).toBeTruthy();
    await refused('getInvoice', { path: { ticket: other.ticket, id: demo.delivered!.int_glcode } });
    await refused('getInvoice', { path: { ticket: demo.ticket, id: other.deliveredOrderId } });
  });

  it("sees only one's own records in every list", async () => {
    const addresses = (await api.ok('listAddresses', { token: other.token })).data.map((a) => a.int_glcode);
    for (const address of demo.addresses) expect(addresses).not.toContain(address.int_glcode);
    const orders = (await api.ok('listOrders', { token: other.token })).data.map((o) => o.int_glcode);
    for (const order of demo.orders) expect(orders).not.toContain(order.int_glcode);
    const cart = (await api.ok('getCart', { token: other.token })).data.map((l) => l.variant_id);
    expect(cart).not.toContain(demo.cartLine.variant_id);
    const wishlist = (await api.ok('getWishlist', { token: other.token })).data.map((p) => p.int_glcode);
    expect(wishlist).not.toContain(demo.cartLine.fk_product);
    expect((await api.ok('getProfile', { token: other.token })).data.var_email).toBe(OTHER_SHOPPER.email);
  });

  it('and the database is exactly as before', async () => {
    expect(await fingerprint(server.ctx.db)).toEqual(before);
  });
});
