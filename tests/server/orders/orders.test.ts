import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from '#server/cli/commands';
import { coupons, orders } from '#server/db/schema';
import { texts } from '#rules/texts';
import { startTestServer } from '#tests/support/server';
import {
  addToCart,
  call,
  cashOrder,
  gstOf,
  newShopper,
  stockOf,
  taxAs,
  variantWithStock,
  type Shopper,
} from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ordersOf = async (shopper: Shopper) =>
  (await call(server.url, 'GET', '/orders', { token: shopper.token })).body.data as { int_glcode: number }[];

async function deliver(orderId: number) {
  for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(orderId));
}

describe('placeOrder, cash on delivery', () => {
  it('creates the order, takes the stock and empties the cart', async () => {
    const shopper = await newShopper(server.url);
    const a = await variantWithStock(server.ctx.db, 10, 5);
    const b = await variantWithStock(server.ctx.db, 70, 4);
    await addToCart(server.url, shopper, a, 2);
    await addToCart(server.url, shopper, b, 1);
    const cart = (await call(server.url, 'GET', '/cart', { token: shopper.token })).body;

    const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    expect(order).toMatchObject({
      order_id: `SF-${String(order.int_glcode).padStart(6, '0')}`,
      chr_status: 'A',
      chr_status_text: 'Received',
      var_payment_mode: 'C',
      var_total_amount: cart.Sub_Total,
      var_tax: cart.gst_total,
      var_delivery_charge: cart.delivery_charge,
      var_payable_amount: cart.gross_total,
      var_promo_discount: 0,
      var_user_address: { int_glcode: shopper.addressId, var_city: 'Pune' },
      returnProduct: [],
      invoice_url: null,
    });
    expect(order.fk_product_arr).toEqual([
      expect.objectContaining({ int_glcode: a.productId, var_unit: 2, total_amount: (a.sellingPrice * 2) / 100 }),
      expect.objectContaining({
        int_glcode: b.productId,
        var_unit: 1,
        variants: expect.objectContaining({ int_glCode: b.variantId }),
      }),
    ]);
    expect(await stockOf(server.ctx.db, a.variantId)).toBe(3);
    expect(await stockOf(server.ctx.db, b.variantId)).toBe(3);
    expect((await call(server.url, 'GET', '/cart', { token: shopper.token })).body.data).toEqual([]);

    const fetched = await call(server.url, 'GET', `/orders/${order.int_glcode}`, { token: shopper.token });
    expect(fetched.body.data).toEqual(order);
  });

  it('refuses an empty cart and someone else’s address', async () => {
    const shopper = await newShopper(server.url);
    const other = await newShopper(server.url);
    const empty = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(texts.cartEmpty);
    await addToCart(server.url, shopper, await variantWithStock(server.ctx.db, 11, 5), 1);
    const foreign = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(other) });
    expect(foreign.status).toBe(404);
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('applies a coupon the server prices itself', async () => {
    const now = Date.now();
    await server.ctx.db.insert(coupons).values({
      code: 'ORDER10',
      percent: 10,
      maxDiscountPaise: null,
      minAmountPaise: 0,
      validFrom: new Date(now - 60_000),
      validTo: new Date(now + 3_600_000),
    });
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 12, 5);
    await taxAs(server.ctx.db, pick.productId, '7117');
    await addToCart(server.url, shopper, pick, 1);
    const cart = (await call(server.url, 'GET', '/cart', { token: shopper.token })).body;
    const placed = await call(server.url, 'POST', '/orders', {
      token: shopper.token,
      body: cashOrder(shopper, { var_promocode: 'order10' }),
    });
    expect(placed.status).toBe(201);
    const promo = Math.round(pick.sellingPrice * 0.1);
    // 3% of the line after the coupon, all IGST: the shop is in Rajasthan, the shopper's address in Maharashtra.
    const gst = gstOf(pick.sellingPrice - promo, 3);
    expect(placed.body.data).toMatchObject({
      var_promocode: 'ORDER10',
      var_promo_discount: promo / 100,
      var_tax: gst / 100,
      var_gst: { cgst: 0, sgst: 0, igst: gst / 100, place_of_supply: 'Maharashtra', included: false },
    });
    expect(placed.body.data.var_payable_amount).toBeCloseTo(
      cart.gross_total - promo / 100 - (cart.gst_total - gst / 100),
      2,
    );
  });

  it('never oversells: a short line refuses the whole order and changes nothing', async () => {
    const first = await newShopper(server.url);
    const second = await newShopper(server.url);
    const plenty = await variantWithStock(server.ctx.db, 13, 10);
    const scarce = await variantWithStock(server.ctx.db, 80, 2);
    await addToCart(server.url, first, scarce, 2);
    await addToCart(server.url, second, plenty, 1);
    await addToCart(server.url, second, scarce, 2);
    expect((await call(server.url, 'POST', '/orders', { token: first.token, body: cashOrder(first) })).status).toBe(
      201,
    );

    const refused = await call(server.url, 'POST', '/orders', { token: second.token, body: cashOrder(second) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(scarce.title);
    expect(await stockOf(server.ctx.db, scarce.variantId)).toBe(0);
    expect(await stockOf(server.ctx.db, plenty.variantId)).toBe(10);
    expect(await ordersOf(second)).toEqual([]);
    expect((await call(server.url, 'GET', '/cart', { token: second.token })).body.data).toHaveLength(2);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first order and creates no second one', async () => {
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 14, 5);
    await addToCart(server.url, shopper, pick, 1);
    const headers = { 'idempotency-key': `retry-${Date.now()}` };
    const first = await call(server.url, 'POST', '/orders', {
      token: shopper.token,
      body: cashOrder(shopper),
      headers,
    });
    // The cart is now empty: only the stored answer can make the retry succeed.
    const again = await call(server.url, 'POST', '/orders', {
      token: shopper.token,
      body: cashOrder(shopper),
      headers,
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    // Byte for byte, key order included: a client may hash or cache the answer.
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(4);

    const otherBody = await call(server.url, 'POST', '/orders', {
      token: shopper.token,
      body: cashOrder(shopper, { var_phone: '9000000000' }),
      headers,
    });
    expect(otherBody.status).toBe(409);
  });

  it('keeps keys per user', async () => {
    const a = await newShopper(server.url);
    const b = await newShopper(server.url);
    const headers = { 'idempotency-key': `shared-${Date.now()}` };
    await addToCart(server.url, a, await variantWithStock(server.ctx.db, 15, 5), 1);
    await addToCart(server.url, b, await variantWithStock(server.ctx.db, 16, 5), 1);
    const fromA = await call(server.url, 'POST', '/orders', { token: a.token, body: cashOrder(a), headers });
    const fromB = await call(server.url, 'POST', '/orders', { token: b.token, body: cashOrder(b), headers });
    expect(fromB.status).toBe(201);
    expect(fromB.body.data.int_glcode).not.toBe(fromA.body.data.int_glcode);
  });
});

describe('orders of a shopper', () => {
  it('lists newest first and hides other shoppers’ orders', async () => {
    const shopper = await newShopper(server.url);
    const intruder = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 17, 5);
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      await addToCart(server.url, shopper, pick, 1);
      ids.push(
        (await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) })).body.data
          .int_glcode,
      );
    }
    expect((await ordersOf(shopper)).map((o) => o.int_glcode)).toEqual([...ids].reverse());
    expect((await call(server.url, 'GET', `/orders/${ids[0]}`, { token: intruder.token })).status).toBe(404);
    expect((await call(server.url, 'PUT', `/orders/${ids[0]}/cancel`, { token: intruder.token })).status).toBe(404);
  });
});

describe('cancelOrder', () => {
  it('gives the stock back, once, and is refused once delivered', async () => {
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 18, 5);
    await addToCart(server.url, shopper, pick, 3);
    const order = (await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) })).body
      .data;
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(2);
    const cancelled = await call(server.url, 'PUT', `/orders/${order.int_glcode}/cancel`, { token: shopper.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(/cancelled/i);
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(5);
    expect(
      (await call(server.url, 'GET', `/orders/${order.int_glcode}`, { token: shopper.token })).body.data.chr_status,
    ).toBe('C');
    expect((await call(server.url, 'PUT', `/orders/${order.int_glcode}/cancel`, { token: shopper.token })).status).toBe(
      409,
    );
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(5);

    await addToCart(server.url, shopper, pick, 1);
    const delivered = (await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) }))
      .body.data;
    await deliver(delivered.int_glcode);
    const refused = await call(server.url, 'PUT', `/orders/${delivered.int_glcode}/cancel`, { token: shopper.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Delivered');
    expect(await stockOf(server.ctx.db, pick.variantId)).toBe(4);
  });
});

describe('reviews and returns', () => {
  it('reviews only a product the shopper received', async () => {
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 19, 5);
    await addToCart(server.url, shopper, pick, 1);
    const order = (await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) })).body
      .data;
    const review = {
      fk_product: pick.productId,
      rating: 4,
      review_text: 'Lovely fabric.',
      user_id: 1,
      var_email: shopper.email,
      var_name: 'Test',
    };
    const early = await call(server.url, 'POST', '/review', { token: shopper.token, body: review });
    expect(early.status).toBe(403);
    expect(early.body.message).toBeTruthy();
    await deliver(order.int_glcode);
    const thanked = await call(server.url, 'POST', '/review', { token: shopper.token, body: review });
    expect(thanked.status).toBe(201);
    expect(thanked.body).toEqual({ message: texts.reviewThanks });
    const stranger = await newShopper(server.url);
    expect((await call(server.url, 'POST', '/review', { token: stranger.token, body: review })).status).toBe(403);
  });

  it('returns a delivered line once, and marks the order returned when all lines are back', async () => {
    const shopper = await newShopper(server.url);
    const a = await variantWithStock(server.ctx.db, 20, 5);
    const b = await variantWithStock(server.ctx.db, 90, 5);
    await addToCart(server.url, shopper, a, 1);
    await addToCart(server.url, shopper, b, 1);
    const order = (await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) })).body
      .data;
    const returnOf = (pick: typeof a, token = shopper.token, return_text = 'Too small') =>
      call(server.url, 'PUT', '/return', {
        token,
        body: { fk_product: pick.productId, fk_variant: pick.variantId, return_text, order_id: order.int_glcode },
      });
    expect((await returnOf(a)).status).toBe(409); // not delivered yet
    await deliver(order.int_glcode);
    const intruder = await newShopper(server.url);
    expect((await returnOf(a, intruder.token)).status).toBe(404);
    expect((await returnOf(a, shopper.token, '   ')).status).toBe(400);

    const returned = await returnOf(a);
    expect(returned.status).toBe(200);
    expect(returned.body.message).toBeTruthy();
    expect((await returnOf(a)).status).toBe(409);
    let view = (await call(server.url, 'GET', `/orders/${order.int_glcode}`, { token: shopper.token })).body.data;
    expect(view.chr_status).toBe('D');
    expect(view.returnProduct).toEqual([
      { fk_product: a.productId, fk_variant: a.variantId, return_text: 'Too small' },
    ]);

    expect((await returnOf(b)).status).toBe(200);
    view = (await call(server.url, 'GET', `/orders/${order.int_glcode}`, { token: shopper.token })).body.data;
    expect(view.chr_status).toBe('R');
    const [row] = await server.ctx.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.int_glcode));
    expect(row!.status).toBe('R');
  });
});
