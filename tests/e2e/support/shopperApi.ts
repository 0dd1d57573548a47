/** Arranging a shopper's server state through the real API, for the specs that need it. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Schemas } from '#openapi/client';

/** A call as the shopper holding `token`; fails the test unless the server answers 2xx. */
export async function callAs<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`api/v1/${path}`, {
    method,
    // placeOrder needs a key; the others ignore it.
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** An address in Mysuru, as the shopper would type it. */
export const address = {
  var_house_no: '4',
  var_app_name: 'Palm Court',
  var_landmark: 'Opp. Post Office',
  var_country: 'India',
  var_state: 'Karnataka',
  var_city: 'Mysuru',
  var_pincode: '570001',
  chr_type: 'home',
} as const;

/** The shopper's cart, ordered cash on delivery to a new address of theirs. */
export async function placeCashOrder(request: APIRequestContext, token: string): Promise<Schemas['Order']> {
  const saved = await callAs<{ data: Schemas['Address'] }>(request, token, 'POST', 'address', address);
  const placed = await callAs<{ data: Schemas['Order'] }>(request, token, 'POST', 'orders', {
    var_payment_mode: 'C',
    var_payment_id: '',
    shipping_charge: '0',
    var_promocode: '',
    cashback: 0,
    var_adress_id: saved.data.int_glcode,
    var_phone: '9876543210',
  });
  return placed.data;
}

/** The shopper's cart, paid online by sandbox card (steps 1 and 2 of placeOrder) to a new address of theirs. */
export async function placeOnlineOrder(request: APIRequestContext, token: string): Promise<Schemas['Order']> {
  const saved = await callAs<{ data: Schemas['Address'] }>(request, token, 'POST', 'address', address);
  const cart = await callAs<{ gross_total: number }>(request, token, 'GET', 'cart');
  const order = {
    var_payment_mode: 'O',
    shipping_charge: '0',
    var_promocode: '',
    cashback: 0,
    var_adress_id: saved.data.int_glcode,
    var_phone: '9876543210',
  };
  const started = await callAs<{ data: { id: string } }>(request, token, 'POST', 'orders', {
    ...order,
    var_payment_id: '',
    amount: Math.round(cart.gross_total * 100),
    currency: 'INR',
  });
  const paid = await request.post('api/v1/sandbox/checkout', {
    data: { order_id: started.data.id, card_number: '4111 1111 1111 1111', card_expiry: '12/99', card_cvc: '123' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const placed = await callAs<{ data: Schemas['Order'] }>(request, token, 'POST', 'orders', {
    ...order,
    ...((await paid.json()) as object),
  });
  return placed.data;
}
