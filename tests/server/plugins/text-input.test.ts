/**
 * Text PostgreSQL cannot store: a NUL byte (PostgreSQL 22021) or a lone UTF-16
 * surrogate, sent to every operation whose strings reach the database, anonymous
 * or signed in. Each is the client's mistake: 400 `{message}`, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#tests/support/server';
import { shopping } from '#tests/contract/shopping-fixtures';
import { call, newShopper, type Shopper } from '../orders/support';

let server: TestServer;
let shopper: Shopper;

beforeAll(async () => {
  server = await startTestServer();
  shopper = await newShopper(server.url);
});
afterAll(() => server?.close());

const nul = 'a\u0000b';
const totals = { total_amount: 1000, total_tax: 50, total_discount: 0, delivery_charge: 0 };

/** [label, method, path, body, signed in] */
const requests: [string, string, string, unknown, boolean][] = [
  ['search', 'POST', '/search', { search: nul }, false],
  ['suggestions', 'GET', '/product-search/a%00b', undefined, false],
  ['filter by tag', 'POST', '/products', { tag: [nul] }, false],
  ['filter by search', 'POST', '/products', { search: nul }, false],
  ['contact name', 'POST', '/contact', { var_name: nul, var_email: 'meera@example.com', var_message: 'Hello' }, false],
  [
    'contact message',
    'POST',
    '/contact',
    { var_name: 'Meera', var_email: 'meera@example.com', var_message: nul },
    false,
  ],
  ['login email', 'POST', '/login', { var_email: `${nul}@example.com`, var_password: 'Kurta#2026' }, false],
  ['sign-up name', 'POST', '/user', { ...shopping.newShopper(), var_name: nul }, false],
  ['sign-up last name', 'POST', '/user', { ...shopping.newShopper(), last_name: nul }, false],
  ['sandbox order id', 'POST', '/sandbox/checkout', { ...shopping.card, order_id: nul }, false],
  ['address', 'POST', '/address', { ...shopping.address, var_city: nul }, true],
  ['address update', 'PUT', '/address/1', { ...shopping.address, var_landmark: nul }, true],
  ['profile', 'PUT', '/user', { var_name: nul, last_name: 'Rao' }, true],
  ['coupon', 'POST', '/coupon', { coupon_code: nul, ...totals }, true],
  ['order promo code', 'POST', '/orders', { ...shopping.cashOrder(1), var_promocode: nul }, true],
  [
    'review text',
    'POST',
    '/review',
    { fk_product: 1, rating: 5, review_text: nul, user_id: 1, var_email: 'a@example.com', var_name: 'A' },
    true,
  ],
  ['return reason', 'PUT', '/return', { fk_product: 1, fk_variant: 1, return_text: nul, order_id: 1 }, true],
];

describe('a NUL byte in a string that would reach the database', () => {
  it.each(requests)('%s answers 400 with a message', async (_label, method, path, body, signedIn) => {
    const answer = await call<{ message?: string }>(server.url, method, path, {
      body,
      ...(signedIn ? { token: shopper.token } : {}),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.message).toMatch(/\S/);
  });
});

describe('a lone surrogate (not valid Unicode, not storable as UTF-8)', () => {
  it.each([
    ['search', '/search', '{"search":"a\\ud800b"}'],
    ['contact', '/contact', '{"var_name":"\\udc00","var_email":"meera@example.com","var_message":"Hello"}'],
  ])('%s answers 400 with a message', async (_label, path, raw) => {
    const response = await fetch(`${server.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message?: string }).message).toMatch(/\S/);
  });
});
