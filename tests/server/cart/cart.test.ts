import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '#server/db/schema';
import { startTestServer } from '#tests/support/server';
import { addToCart, call, gstOf, newShopper, taxAs, variantWithStock } from '../orders/support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
  const day = 24 * 3600 * 1000;
  const now = Date.now();
  await server.ctx.db.insert(coupons).values([
    {
      code: 'TEST10',
      percent: 10,
      maxDiscountPaise: null,
      minAmountPaise: 0,
      validFrom: new Date(now - day),
      validTo: new Date(now + day),
    },
    {
      code: 'TESTOLD',
      percent: 10,
      maxDiscountPaise: null,
      minAmountPaise: 0,
      validFrom: new Date(now - 3 * day),
      validTo: new Date(now - day),
    },
    {
      code: 'TESTBIG',
      percent: 10,
      maxDiscountPaise: null,
      minAmountPaise: 10_000_000_00,
      validFrom: new Date(now - day),
      validTo: new Date(now + day),
    },
  ]);
});
afterAll(() => server?.close());

describe('cart', () => {
  it('sets quantities on one line per variant, priced and totalled by the server', async () => {
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 0, 8);
    await taxAs(server.ctx.db, pick.productId, '7117');
    expect((await call(server.url, 'GET', '/cart', { token: shopper.token })).body).toMatchObject({
      data: [],
      Sub_Total: 0,
      gross_total: 0,
    });

    await addToCart(server.url, shopper, pick, 3);
    await addToCart(server.url, shopper, pick, 2);
    const cart = await call(server.url, 'GET', '/cart', { token: shopper.token });
    expect(cart.status).toBe(200);
    expect(cart.body.data).toHaveLength(1);
    const [line] = cart.body.data;
    expect(line).toMatchObject({
      fk_product: pick.productId,
      variant_id: pick.variantId,
      cartItem: 2,
      selling_price: pick.sellingPrice / 100,
    });
    expect(Array.isArray(line.Variant_details.attributes.attributes)).toBe(true);

    const sub = pick.sellingPrice * 2;
    const gst = gstOf(sub, 3);
    const delivery = sub >= 999_00 ? 0 : 79_00;
    expect(cart.body).toMatchObject({
      Sub_Total: sub / 100,
      discount_total: ((pick.price - pick.sellingPrice) * 2) / 100,
      gst_total: gst / 100,
      gst_included: false,
      delivery_charge: delivery / 100,
      gross_total: (sub + gst + delivery) / 100,
    });
  });

  it('refuses more than the stock, a variant of another product, and unknown lines', async () => {
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 1, 3);
    let other = await variantWithStock(server.ctx.db, 40, 5);
    for (let n = 41; other.productId === pick.productId; n++) other = await variantWithStock(server.ctx.db, n, 5);
    const tooMany = await call(server.url, 'PUT', '/cart', {
      token: shopper.token,
      body: { fk_product: pick.productId, var_qty: 4, fk_variant: pick.variantId },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 3 item(s) left in stock!');

    expect(other.productId).not.toBe(pick.productId);
    const mismatched = await call(server.url, 'PUT', '/cart', {
      token: shopper.token,
      body: { fk_product: pick.productId, var_qty: 1, fk_variant: other.variantId },
    });
    expect(mismatched.status).toBe(404);

    const missing = await call(server.url, 'DELETE', `/cart/${pick.productId}/${pick.variantId}`, {
      token: shopper.token,
    });
    expect(missing.status).toBe(404);
    expect((await call(server.url, 'GET', '/cart', { token: shopper.token })).body.data).toEqual([]);
  });

  it('removes a line with quantity 0 and with DELETE', async () => {
    const shopper = await newShopper(server.url);
    const a = await variantWithStock(server.ctx.db, 2, 5);
    const b = await variantWithStock(server.ctx.db, 60, 5);
    await addToCart(server.url, shopper, a, 1);
    await addToCart(server.url, shopper, b, 1);
    await addToCart(server.url, shopper, a, 0);
    const removed = await call(server.url, 'DELETE', `/cart/${b.productId}/${b.variantId}`, { token: shopper.token });
    expect(removed.status).toBe(200);
    expect((await call(server.url, 'GET', '/cart', { token: shopper.token })).body.data).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await call(server.url, 'GET', '/cart')).status).toBe(401);
  });
});

describe('wishlist and like', () => {
  it('flip the same heart', async () => {
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 3, 5);
    const on = await call(server.url, 'PUT', '/wishlist', {
      token: shopper.token,
      body: { fk_product: pick.productId },
    });
    expect(on.body).toMatchObject({ liked: true });
    const list = await call(server.url, 'GET', '/wishlist', { token: shopper.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ int_glcode: pick.productId, liked: true });
    const off = await call(server.url, 'PUT', '/like', { token: shopper.token, body: { fk_product: pick.productId } });
    expect(off.body).toMatchObject({ liked: false });
    expect((await call(server.url, 'GET', '/wishlist', { token: shopper.token })).body.data).toEqual([]);
    expect(
      (await call(server.url, 'PUT', '/like', { token: shopper.token, body: { fk_product: 99_999_999 } })).status,
    ).toBe(404);
  });
});

describe('addresses', () => {
  it('are the owner’s only', async () => {
    const owner = await newShopper(server.url);
    const intruder = await newShopper(server.url);
    const path = `/address/${owner.addressId}`;
    const input = {
      var_house_no: '1',
      var_app_name: 'X',
      var_landmark: 'Y',
      var_country: 'India',
      var_state: 'Goa',
      var_city: 'Panaji',
      var_pincode: '403001',
      chr_type: 'office',
    };
    expect((await call(server.url, 'GET', path, { token: intruder.token })).status).toBe(404);
    expect((await call(server.url, 'PUT', path, { token: intruder.token, body: input })).status).toBe(404);
    expect((await call(server.url, 'DELETE', path, { token: intruder.token })).status).toBe(404);
    const list = await call(server.url, 'GET', '/address', { token: intruder.token });
    expect(list.body.data.map((a: { int_glcode: number }) => a.int_glcode)).toEqual([intruder.addressId]);

    const own = await call(server.url, 'GET', path, { token: owner.token });
    expect(own.body.data).toMatchObject({ int_glcode: owner.addressId, var_city: 'Pune' });
    const updated = await call(server.url, 'PUT', path, { token: owner.token, body: input });
    expect(updated.body.data).toMatchObject({ int_glcode: owner.addressId, var_city: 'Panaji', chr_type: 'office' });
    expect((await call(server.url, 'DELETE', path, { token: owner.token })).status).toBe(200);
    expect((await call(server.url, 'GET', path, { token: owner.token })).status).toBe(404);
  });
});

describe('applyCoupon', () => {
  it('prices the discount from the server’s cart, ignoring the client’s amounts', async () => {
    const shopper = await newShopper(server.url);
    const pick = await variantWithStock(server.ctx.db, 4, 5);
    await taxAs(server.ctx.db, pick.productId, '7117');
    await addToCart(server.url, shopper, pick, 2);
    const cart = (await call(server.url, 'GET', '/cart', { token: shopper.token })).body;
    const body = { coupon_code: 'test10', total_amount: 1, total_tax: 0, total_discount: 0, delivery_charge: 0 };
    const applied = await call(server.url, 'POST', '/coupon', { token: shopper.token, body });
    expect(applied.status).toBe(200);
    const discount = Math.round(pick.sellingPrice * 2 * 0.1);
    expect(applied.body.discount_price).toBe(discount / 100);
    // The coupon comes off the line before its tax is taken: 3% of what is left.
    const gst = gstOf(pick.sellingPrice * 2 - discount, 3);
    expect(applied.body.gst_total).toBe(gst / 100);
    expect(applied.body.payble_amount).toBeCloseTo(cart.gross_total - discount / 100 - (cart.gst_total - gst / 100), 2);
  });

  it('refuses unknown, expired and below-minimum codes with a message', async () => {
    const shopper = await newShopper(server.url);
    await addToCart(server.url, shopper, await variantWithStock(server.ctx.db, 5, 5), 1);
    const tryCode = (coupon_code: string) =>
      call(server.url, 'POST', '/coupon', {
        token: shopper.token,
        body: { coupon_code, total_amount: 0, total_tax: 0, total_discount: 0, delivery_charge: 0 },
      });
    expect((await tryCode('NOPE')).body).toEqual({ message: 'Invalid coupon code' });
    expect((await tryCode('TESTOLD')).body).toEqual({ message: 'This coupon has expired' });
    const big = await tryCode('TESTBIG');
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/at least/);
    expect((await tryCode('   ')).status).toBe(400);
  });
});
