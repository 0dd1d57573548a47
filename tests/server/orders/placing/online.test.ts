import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '#tests/support/server';
import {
  addToCart,
  call,
  newShopper,
  onlineStepOne,
  onlineStepTwo,
  sandboxPay,
  stockOf,
  testCard as card,
  variantWithStock,
  type SandboxPayment,
  type Shopper,
} from '../support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const stepOne = (shopper: Shopper, amount?: number) => onlineStepOne(server.url, shopper, amount);
const stepTwo = (shopper: Shopper, paid: SandboxPayment) => onlineStepTwo(server.url, shopper, paid);

const ordersOf = async (shopper: Shopper) =>
  (await call(server.url, 'GET', '/orders', { token: shopper.token })).body.data as unknown[];

describe('online payment through the sandbox', () => {
  it('pays in two steps: provider order, card, verified order', async () => {
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 30, 5);
    await addToCart(server.url, shopper, pick, 2);
    const cart = (await call(server.url, 'GET', '/cart', { token: shopper.token })).body;

    const one = await stepOne(shopper);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      currency: 'INR',
      amount: Math.round(cart.gross_total * 100),
      provider: 'sandbox',
      key: null,
    });
    expect(one.body.data.id).toMatch(/^sbx_order_/);
    expect(Date.parse(one.body.data.expires_at)).toBeGreaterThan(Date.now());
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(3); // held for the payment

    const paid = await sandboxPay(server.url, one.body.data.id);
    expect(paid.status).toBe(200);
    expect(paid.body.var_provider_order_id).toBe(one.body.data.id);

    const two = await stepTwo(shopper, paid.body);
    expect(two.status).toBe(201);
    expect(two.body.data).toMatchObject({
      var_payment_mode: 'O',
      chr_status: 'A',
      var_payable_amount: cart.gross_total,
    });
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(3);
    expect((await call(server.url, 'GET', '/cart', { token: shopper.token })).body.data).toEqual([]);

    // The same paid provider order again (a double click, a retried request): the same order.
    const again = await stepTwo(shopper, paid.body);
    expect(again.status).toBe(201);
    expect(again.body.data.int_glcode).toBe(two.body.data.int_glcode);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(3);
  });

  it('refuses an amount that is not the cart’s total with 409, holding nothing', async () => {
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 31, 5);
    await addToCart(server.url, shopper, pick, 1);
    const cart = (await call(server.url, 'GET', '/cart', { token: shopper.token })).body;
    const one = await stepOne(shopper, 100);
    expect(one.status).toBe(409);
    const total = cart.gross_total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(one.body.message).toBe(
      `The total is now ₹${total}: a price changed since you looked. Check your cart and place the order again.`,
    );
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(5);
  });

  it('declines 4000 0000 0000 0002 and refuses cards the sandbox does not know', async () => {
    const shopper = await newShopper(server.url);
    await addToCart(server.url, shopper, await variantWithStock(server.ctx.db, 32, 5), 1);
    const { id } = (await stepOne(shopper)).body.data;
    const declined = await sandboxPay(server.url, id, { ...card, card_number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(400);
    expect(declined.body.message).toBe('Your card was declined.');
    const notLuhn = await sandboxPay(server.url, id, { ...card, card_number: '4111 1111 1111 1112' });
    expect(notLuhn.status).toBe(400);
    const unknownOrder = await sandboxPay(server.url, 'sbx_order_nope');
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
    const paid = (await sandboxPay(server.url, id)).body;

    const forged = await stepTwo(shopper, {
      ...paid,
      var_payment_signature: paid.var_payment_signature.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a')),
    });
    expect(forged.status).toBe(400);
    const otherPayment = await stepTwo(shopper, { ...paid, var_payment_id: 'sbx_pay_invented' });
    expect(otherPayment.status).toBe(400);
    const stolen = await stepTwo(thief, paid);
    expect(stolen.status).toBe(400);
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await ordersOf(thief)).toEqual([]);
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(4); // the shopper's unit, still held for their payment
  });
});
