/**
 * Who may touch what. Without a token every operation that needs one answers
 * 401 `{message}`; signed in as the other seeded user, the demo shopper's
 * addresses, orders, cart lines, invoices, returns and reviews are out of reach
 * (404/403, none of their data in the answer), and the database is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { advanceOrder } from '#server/cli/commands';
import { orders as ordersTable, paymentIntents, reviews } from '#server/db/schema';
import { DEMO_SHOPPER, OTHER_SHOPPER } from '#server/seed/demo-users';
import { startTestServer } from '../support/server';
import type { TestServer } from '../support/server';
import { createContractClient } from '../contract/contract-client';
import type { ContractClient, OperationId, Success } from '../contract/contract-client';
import { fingerprint } from '../contract/db-fingerprint';
import { loadDocument } from '../contract/openapi-document';
import { shopping } from '../contract/shopping-fixtures';
import { validRequests, wellFormedIds } from '../contract/valid-requests';

const secured = [...loadDocument().operations.values()]
  .filter((op) => op.secured)
  .map((op) => op.operationId as OperationId);

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
    expect(secured).toEqual(
      expect.arrayContaining(['getCart', 'placeOrder', 'getAddress', 'createReview', 'returnProduct']),
    );
  });

  it.each(secured)(
    '%s answers 401 {message} with no token or a made-up one, and writes nothing',
    async (operationId) => {
      const request = validRequests(wellFormedIds)[operationId];
      const before = await fingerprint(server.ctx.db);
      await api.fails(operationId, 401, request);
      await api.fails(operationId, 401, { ...request, token: 'bm90LWEtcmVhbC10b2tlbg' });
      await api.fails(operationId, 401, {
        ...request,
        headers: { authorization: 'Basic c2hvcHBlcjpTaG9wcGVyQDEyMw==' },
      });
      expect(await fingerprint(server.ctx.db)).toEqual(before);
    },
  );
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
  const demo = {
    token: '',
    addresses: [] as Success<'listAddresses'>['data'],
    orders: [] as Order[],
    delivered: undefined as Order | undefined,
    cartLine: { fk_product: 0, variant_id: 0 },
    ticket: '',
  };
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
    await api.ok('updateCart', {
      token: demo.token,
      body: { fk_product: demoPick.fk_product, fk_variant: demoPick.variant_id, var_qty: 1 },
    });
    await api.ok('toggleWishlist', { token: demo.token, body: { fk_product: demoPick.fk_product } });

    // The other shopper has a delivered order of their own (for their own invoice ticket) and a cart.
    const address = (await api.ok('createAddress', { token: other.token, body: shopping.address })).data;
    await api.ok('updateCart', {
      token: other.token,
      body: { fk_product: otherPick.fk_product, fk_variant: otherPick.variant_id, var_qty: 1 },
    });
    const placed = (await api.ok('placeOrder', {
      token: other.token,
      body: shopping.cashOrder(address.int_glcode),
    })) as { data: Order };
    for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(placed.data.int_glcode));
    const delivered = (await api.ok('getOrder', { token: other.token, path: { id: placed.data.int_glcode } })).data;
    other.deliveredOrderId = delivered.int_glcode;
    other.ticket = /\/invoice\/([^/]+)\//.exec(delivered.invoice_url ?? '')?.[1] ?? '';
    await api.ok('updateCart', {
      token: other.token,
      body: { fk_product: otherPick.fk_product, fk_variant: otherPick.variant_id, var_qty: 1 },
    });

    before = await fingerprint(server.ctx.db);
  });

  it('cannot read, change or delete their addresses, nor ship to them', async () => {
    for (const address of demo.addresses) {
      await refused('getAddress', { path: { id: address.int_glcode } });
      await refused('updateAddress', {
        path: { id: address.int_glcode },
        body: { ...shopping.address, var_city: 'Elsewhere' },
      });
      await refused('deleteAddress', { path: { id: address.int_glcode } });
      await refused('placeOrder', { body: shopping.cashOrder(address.int_glcode) });
    }
  });

  it('cannot read or cancel their orders', async () => {
    // The interesting case is an order its owner could still cancel: the seed must have one.
    expect(
      demo.orders.filter((o) => ['A', 'P', 'S'].includes(o.chr_status)).length,
      'a cancellable demo order in the seed',
    ).toBeGreaterThan(0);
    for (const order of demo.orders) {
      await refused('getOrder', { path: { id: order.int_glcode } });
      // Refused the same way whatever the status: a 409 for a shipped order would tell it exists.
      await refused('cancelOrder', { path: { id: order.int_glcode } });
    }
  });

  it('cannot remove their cart lines', async () => {
    await refused('removeCartLine', {
      path: { fk_product: demo.cartLine.fk_product, variant_id: demo.cartLine.variant_id },
    });
  });

  it('cannot return their products or review in their name', async () => {
    const line = demo.delivered!.fk_product_arr[0]!;
    await refused('returnProduct', {
      body: {
        fk_product: line.int_glcode,
        fk_variant: line.variants.int_glCode,
        return_text: 'Not mine anyway',
        order_id: demo.delivered!.int_glcode,
      },
    });
    const profile = (await api.ok('getProfile', { token: demo.token })).data;
    await refused('createReview', {
      body: {
        fk_product: line.int_glcode,
        rating: 1,
        review_text: 'Fake review',
        user_id: profile.user_id,
        var_email: DEMO_SHOPPER.email,
        var_name: profile.var_name,
      },
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

describe('the other shopper posing as the demo shopper (ids, keys and payments that are not theirs)', () => {
  type Order = Success<'getOrder'>['data'];
  const demo = { token: '', userId: 0, addressId: 0, orderIds: [] as string[] };
  const other = { token: '', userId: 0, addressId: 0 };
  const stocked: { fk_product: number; fk_variant: number }[] = [];
  let attempts = 0;
  let leaks = 0;

  /** The answer text must carry none of the demo shopper's order numbers nor their email. */
  function leakFree(where: string, body: unknown) {
    attempts += 1;
    const text = JSON.stringify(body);
    const leaked = demo.orderIds.filter((id) => text.includes(id)).length + (text.includes(DEMO_SHOPPER.email) ? 1 : 0);
    leaks += leaked;
    expect(leaked, `${where} leaked the demo shopper's data: ${text}`).toBe(0);
  }

  const fill = (token: string, line = stocked[0]!) => api.ok('updateCart', { token, body: { ...line, var_qty: 1 } });

  beforeAll(async () => {
    demo.token = await server.login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    other.token = await server.login(OTHER_SHOPPER.email, OTHER_SHOPPER.password);
    demo.userId = (await api.ok('getProfile', { token: demo.token })).data.user_id;
    other.userId = (await api.ok('getProfile', { token: other.token })).data.user_id;
    expect(other.userId).not.toBe(demo.userId);
    demo.addressId = (await api.ok('createAddress', { token: demo.token, body: shopping.address })).data.int_glcode;
    other.addressId = (
      await api.ok('createAddress', { token: other.token, body: { ...shopping.address, var_city: 'Mysuru' } })
    ).data.int_glcode;
    demo.orderIds = (await api.ok('listOrders', { token: demo.token })).data.map((o) => o.order_id);
    const products = await api.ok('listProducts', { body: { fk_category: 'all', limit: 30, page: 1 } });
    for (const item of products.data) {
      const detail = (await api.ok('getProduct', { path: { slug: item.var_slug } })).data;
      const variant = detail.variants.find((v) => v.stock >= 5);
      if (variant) stocked.push({ fk_product: detail.int_glcode, fk_variant: variant.variant_id });
      if (stocked.length === 2) break;
    }
    expect(stocked, 'two seeded products with stock').toHaveLength(2);
  });

  afterAll(() => {
    console.log(`access (posing): ${attempts} attempts with another shopper's ids, keys or payment, ${leaks} leaked`);
  });

  it("a review sent with the demo shopper's user_id and email is stored under the poster's own account", async () => {
    // The other shopper received this product (their seeded delivered order), so they may review it.
    const delivered = (await api.ok('listOrders', { token: other.token })).data.find((o) => o.chr_status === 'D');
    expect(delivered, 'the seed gives the other shopper a delivered order').toBeDefined();
    const line = delivered!.fk_product_arr[0]!;
    const text = `Posing as someone else ${randomUUID()}`;
    const answer = await api.call('createReview', {
      token: other.token,
      body: {
        fk_product: line.int_glcode,
        rating: 1,
        review_text: text,
        user_id: demo.userId,
        var_email: DEMO_SHOPPER.email,
        var_name: 'Reviewer',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    leakFree('createReview', answer.body);
    const stored = await server.ctx.db.select().from(reviews).where(eq(reviews.text, text));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.userId, 'stored under the poster, not the user_id in the body').toBe(other.userId);
    expect(stored[0]!.email, 'the account email, not the one in the body').toBe(OTHER_SHOPPER.email);
    const byDemo = await server.ctx.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, demo.userId), eq(reviews.text, text)));
    expect(byDemo).toEqual([]);
  });

  it("an order placed with the demo shopper's Idempotency-Key is the poster's own, never the demo shopper's", async () => {
    const key = `shared-${randomUUID()}`;
    await fill(demo.token);
    const body = shopping.cashOrder(demo.addressId);
    const first = await api.call<Success<'placeOrder'>>('placeOrder', {
      token: demo.token,
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const demoOrder = first.body.data as Order;
    demo.orderIds.push(demoOrder.order_id);

    // The very same request, key and body (the demo's address id), from the other shopper: refused, nothing leaked.
    await fill(other.token);
    const replay = await api.call<{ message?: string }>('placeOrder', {
      token: other.token,
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect([400, 403, 404, 409], JSON.stringify(replay.body)).toContain(replay.status);
    leakFree('placeOrder (same key, same body)', replay.body);

    // The same key with their own address: a new order of their own.
    const own = await api.call<Success<'placeOrder'>>('placeOrder', {
      token: other.token,
      body: shopping.cashOrder(other.addressId),
      headers: { 'Idempotency-Key': key },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    leakFree('placeOrder (same key, own address)', own.body);
    const ownOrder = own.body.data as Order;
    expect(ownOrder.int_glcode).not.toBe(demoOrder.int_glcode);
    expect(ownOrder.var_user_address).not.toEqual(demoOrder.var_user_address);
    const [row] = await server.ctx.db
      .select({ userId: ordersTable.userId })
      .from(ordersTable)
      .where(eq(ordersTable.id, ownOrder.int_glcode));
    expect(row?.userId).toBe(other.userId);

    // And the key still means the demo's order to the demo shopper, exactly once.
    const again = await api.call<Success<'placeOrder'>>('placeOrder', {
      token: demo.token,
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect((again.body.data as Order).int_glcode).toBe(demoOrder.int_glcode);
    const demoList = (await api.ok('listOrders', { token: demo.token })).data;
    expect(demoList.filter((o) => o.int_glcode === demoOrder.int_glcode)).toHaveLength(1);
    expect(demoList.map((o) => o.int_glcode)).not.toContain(ownOrder.int_glcode);
    const otherList = (await api.ok('listOrders', { token: other.token })).data;
    expect(otherList.map((o) => o.int_glcode)).not.toContain(demoOrder.int_glcode);
    leakFree('listOrders', otherList);
  });

  it("finishing an online payment with the demo shopper's provider order id and signature is refused", async () => {
    // The demo shopper starts an online payment and pays it at the sandbox.
    await fill(demo.token, stocked[1]!);
    const cart = await api.ok('getCart', { token: demo.token });
    const step1Body = {
      ...shopping.cashOrder(demo.addressId),
      var_payment_mode: 'O' as const,
      amount: Math.round(cart.gross_total * 100),
      currency: 'INR',
    };
    const step1 = await api.call<Success<'placeOrder'>>('placeOrder', { token: demo.token, body: step1Body });
    expect(step1.status, JSON.stringify(step1.body)).toBe(200);
    const payment = step1.body.data as { id: string };
    const paid = await api.ok('sandboxCheckout', { body: { ...shopping.card, order_id: payment.id } });

    // The other shopper, with a cart of their own, presents the demo's paid provider order.
    await fill(other.token, stocked[1]!);
    const ordersBefore = await server.ctx.db
      .select({ id: ordersTable.id })
      .from(ordersTable)
      .where(eq(ordersTable.userId, other.userId));
    for (const address of [other.addressId, demo.addressId]) {
      const stolen = { ...step1Body, var_adress_id: address, ...paid };
      const answer = await api.call<{ message?: string }>('placeOrder', { token: other.token, body: stolen });
      expect([400, 403, 404, 409], JSON.stringify(answer.body)).toContain(answer.status);
      expect(answer.body.message).toEqual(expect.any(String));
      leakFree('placeOrder (stolen payment)', answer.body);
    }
    const ordersAfter = await server.ctx.db
      .select({ id: ordersTable.id })
      .from(ordersTable)
      .where(eq(ordersTable.userId, other.userId));
    expect(ordersAfter).toEqual(ordersBefore);
    const [intent] = await server.ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, payment.id));
    expect(intent?.userId).toBe(demo.userId);
    expect(intent?.orderId, 'the paid intent is still waiting for its owner').toBeNull();

    // Nor can they read where the demo's payment stands, or cancel it.
    for (const operationId of ['getPayment', 'cancelPayment'] as const) {
      const answer = await api.call<{ message?: string }>(operationId, {
        token: other.token,
        path: { providerOrderId: payment.id },
      });
      expect(answer.status, `${operationId} ${JSON.stringify(answer.body)}`).toBe(404);
      expect(answer.body.message).toEqual(expect.any(String));
      leakFree(operationId, answer.body);
    }
    const [untouched] = await server.ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, payment.id));
    expect(untouched).toEqual(intent);

    // Its owner can still finish it.
    const step2 = await api.call<Success<'placeOrder'>>('placeOrder', {
      token: demo.token,
      body: { ...step1Body, ...paid },
    });
    expect(step2.status, JSON.stringify(step2.body)).toBe(201);
  });
});
