import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/server';
import { addToCart, call, cashOrder, newShopper, stockOf, variantWithStock, type Shopper } from './orders-support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const card = { card_number: '4111 1111 1111 1111', card_expiry: '12/99', card_cvc: '123' };

async function stepOne(shopper: Shopper, amount?: number) {
  const cart = (await call(server.url, 'GET', '/cart', { token: shopper.token })).body;
  return call(server.url, 'POST', '/orders', {
    token: shopper.token,
    body: cashOrder(shopper, { var_payment_mode: 'O', amount: amount ?? Math.round(cart.gross_total * 100), currency: 'INR' }),
  });
}

const stepTwo = (shopper: Shopper, paid: { var_payment_id: string; var_provider_order_id: string; var_payment_signature: string }) =>
  call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper, { var_payment_mode: 'O', ...paid }) });

const ordersOf = async (shopper: Shopper) => (await call(server.url, 'GET', '/orders', { token: shopper.token })).body.data as unknown[];

describe('online payment through the sandbox', () => {
  it('pays in two steps: provider order, card, verified order', async () => {
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 30, 5);
    await addToCart(server.url, shopper, pick, 2);
    const cart = (await call(server.url, 'GET', '/cart', { token: shopper.token })).body;

    const one = await stepOne(shopper);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ currency: 'INR', amount: Math.round(cart.gross_total * 100), provider: 'sandbox', key: null });
    expect(one.body.data.id).toMatch(/^sbx_order_/);
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(5); // nothing is taken before payment

    const paid = await call(server.url, 'POST', '/sandbox/checkout', { body: { order_id: one.body.data.id, ...card } });
    expect(paid.status).toBe(200);
    expect(paid.body.var_provider_order_id).toBe(one.body.data.id);

    const two = await stepTwo(shopper, paid.body);
    expect(two.status).toBe(201);
    expect(two.body.data).toMatchObject({ var_payment_mode: 'O', chr_status: 'A', var_payable_amount: cart.gross_total });
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(3);
    expect((await call(server.url, 'GET', '/cart', { token: shopper.token })).body.data).toEqual([]);

    // The same paid provider order again (a double click, a retried request): the same order.
    const again = await stepTwo(shopper, paid.body);
    expect(again.status).toBe(201);
    expect(again.body.data.int_glcode).toBe(two.body.data.int_glcode);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(3);
  });

  it('refuses an amount that is not the cart’s total', async () => {
    const shopper = await newShopper(server.url);
    await addToCart(server.url, shopper, await variantWithStock(server.ctx.db, 31, 5), 1);
    const one = await stepOne(shopper, 100);
    expect(one.status).toBe(400);
    expect(one.body.message).toBe('Amount does not match the cart');
  });

  it('declines 4000 0000 0000 0002 and refuses cards the sandbox does not know', async () => {
    const shopper = await newShopper(server.url);
    await addToCart(server.url, shopper, await variantWithStock(server.ctx.db, 32, 5), 1);
    const { id } = (await stepOne(shopper)).body.data;
    const declined = await call(server.url, 'POST', '/sandbox/checkout', { body: { ...card, order_id: id, card_number: '4000 0000 0000 0002' } });
    expect(declined.status).toBe(400);
    expect(declined.body.message).toBe('Your card was declined.');
    const notLuhn = await call(server.url, 'POST', '/sandbox/checkout', { body: { ...card, order_id: id, card_number: '4111 1111 1111 1112' } });
    expect(notLuhn.status).toBe(400);
    const unknownOrder = await call(server.url, 'POST', '/sandbox/checkout', { body: { ...card, order_id: 'sbx_order_nope' } });
    expect(unknownOrder.status).toBe(404);
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('refuses a forged signature and another shopper’s payment', async () => {
    const shopper = await newShopper(server.url);
    const thief = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 33, 5);
    await addToCart(server.url, shopper, pick, 1);
    await addToCart(server.url, thief, pick, 1);
    const { id } = (await stepOne(shopper)).body.data;
    const paid = (await call(server.url, 'POST', '/sandbox/checkout', { body: { order_id: id, ...card } })).body;

    const forged = await stepTwo(shopper, { ...paid, var_payment_signature: paid.var_payment_signature.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a')) });
    expect(forged.status).toBe(400);
    const otherPayment = await stepTwo(shopper, { ...paid, var_payment_id: 'sbx_pay_invented' });
    expect(otherPayment.status).toBe(400);
    const stolen = await stepTwo(thief, paid);
    expect(stolen.status).toBe(400);
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await ordersOf(thief)).toEqual([]);
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(5);
  });
});
