/**
 * The back office's coupons over real HTTP (issue 54): a coupon made by the owner works at the coupon box and at the
 * order, its uses counted and listed; an amount off never takes an order below 0; paused and ended coupons are
 * refused, as are a use past its limit in all or per shopper, and a second order on a first-order coupon; a code the
 * shop has is a 409; staff may not touch coupons (403). The last use taken at once by two is tests/pg's.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newCoupon } from '#tests/contract/valid-requests';
import { newShopperWithAddress, shopping } from '#tests/contract/shopping-fixtures';
import { ownVariant } from '#tests/support/own-products';
import { adminTestServer } from '#tests/support/admin-server';

const clock = new Date('2026-11-29T10:15:00Z');
const shop = adminTestServer(clock);
const code = () => `T${randomUUID().slice(0, 8).toUpperCase()}`;

/** A unit of a variant of her own in the shopper's cart. */
async function fillCart(token: string) {
  const variant = await ownVariant(shop.server.ctx.db, 20);
  await shop.api.ok('updateCart', {
    token,
    body: { fk_product: variant.productId, fk_variant: variant.variantId, var_qty: 1 },
  });
}

/** A shopper with an address and something in her cart. */
async function shopperWithCart() {
  const shopper = await newShopperWithAddress(shop.api);
  await fillCart(shopper.token);
  return shopper;
}

const tryCoupon = async (token: string, coupon: string) => {
  const cart = await shop.api.ok('getCart', { token });
  return shop.api.call<{ message: string; discount_price?: number; payble_amount?: number }>('applyCoupon', {
    token,
    body: {
      coupon_code: coupon,
      total_amount: cart.Sub_Total,
      total_tax: cart.gst_total,
      total_discount: cart.discount_total,
      delivery_charge: cart.delivery_charge,
    },
  });
};

const place = (shopper: Awaited<ReturnType<typeof shopperWithCart>>, coupon: string) =>
  shop.api.call<{ message: string; data?: { var_promocode: string } }>('placeOrder', {
    token: shopper.token,
    body: { ...shopping.cashOrder(shopper.addressId), var_promocode: coupon },
  });

describe('a coupon the owner makes', () => {
  it('takes its amount off at the box and the order, counts the use and lists it', async () => {
    const { session } = await shop.signedIn('owner');
    const made = await shop.api.call<{ message: string; data: { id: number; code: string; state: string } }>(
      'createAdminCoupon',
      { staffSession: session, body: { ...newCoupon(code().toLowerCase()), min_order: 0 } },
    );
    expect(made.status).toBe(201);
    const { id, code: stored } = made.body.data;
    expect(stored).toMatch(/^T[0-9A-F]{8}$/);
    expect(made.body).toMatchObject({ message: `${stored} is ready; shoppers can use it from its first day.` });
    expect(made.body.data.state).toBe('running');

    const shopper = await shopperWithCart();
    expect((await tryCoupon(shopper.token, stored)).body).toMatchObject({ discount_price: 200 });
    const placed = await place(shopper, stored);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    const read = await shop.api.ok('getAdminCoupon', { staffSession: session, path: { coupon_id: id } });
    expect(read.data).toMatchObject({ used: 1, uses_limit: 10, per_shopper_limit: 1 });
    expect(read.uses).toEqual([
      {
        order_id: expect.any(Number),
        order_number: expect.stringMatching(/^SF-/),
        email: shopper.email,
        discount: 200,
        at: expect.any(String),
      },
    ]);
    // Once per shopper: another shopper may, but her next order is refused, in words, at the box and at the order.
    expect((await tryCoupon((await shopperWithCart()).token, stored)).status).toBe(200);
    await fillCart(shopper.token);
    expect((await tryCoupon(shopper.token, stored)).body).toEqual({
      message: 'You have already used this coupon as often as it allows',
    });
    expect((await place(shopper, stored)).body).toEqual({
      message: 'You have already used this coupon as often as it allows',
    });
  });

  it('never takes an order below 0', async () => {
    const { session } = await shop.signedIn('owner');
    const big = code();
    await shop.api.ok('createAdminCoupon', {
      staffSession: session,
      body: { ...newCoupon(big), amount_off: 100000, min_order: 0, uses_limit: null, per_shopper_limit: null },
    });
    const shopper = await shopperWithCart();
    const cart = await shop.api.ok('getCart', { token: shopper.token });
    const box = await tryCoupon(shopper.token, big);
    expect(box.body.discount_price).toBe(cart.Sub_Total);
    expect(box.body.payble_amount).toBeGreaterThanOrEqual(0);
  });

  it('is refused while paused, after it ends, past its uses, and on a second order when for first orders', async () => {
    const { session } = await shop.signedIn('owner');
    const once = code();
    const made = await shop.api.ok('createAdminCoupon', {
      staffSession: session,
      body: { ...newCoupon(once), min_order: 0, uses_limit: 1, per_shopper_limit: null },
    });
    const path = { coupon_id: made.data.id };
    const shopper = await shopperWithCart();

    const paused = await shop.api.ok('pauseAdminCoupon', { staffSession: session, path, body: { paused: true } });
    expect(paused).toMatchObject({ data: { state: 'paused', state_text: 'Paused' } });
    expect((await tryCoupon(shopper.token, once)).body).toEqual({ message: 'This coupon is paused for now' });
    await shop.api.ok('pauseAdminCoupon', { staffSession: session, path, body: { paused: false } });
    expect((await place(shopper, once)).status).toBe(201);

    const other = await shopperWithCart();
    expect((await tryCoupon(other.token, once)).body).toEqual({ message: 'This coupon has been used up' });
    expect((await place(other, once)).body).toEqual({ message: 'This coupon has been used up' });
    expect((await shop.api.ok('getAdminCoupon', { staffSession: session, path })).data.state).toBe('used_up');

    const ended = await shop.api.ok('endAdminCoupon', { staffSession: session, path });
    expect(ended).toMatchObject({
      message: `${once} has ended; its uses stay on their orders.`,
      data: { state: 'ended' },
    });
    expect((await shop.api.call('endAdminCoupon', { staffSession: session, path })).status).toBe(409);

    const first = code();
    await shop.api.ok('createAdminCoupon', {
      staffSession: session,
      body: { ...newCoupon(first), min_order: 0, uses_limit: null, per_shopper_limit: null, first_order_only: true },
    });
    const newcomer = await shopperWithCart();
    expect((await tryCoupon(newcomer.token, first)).status).toBe(200);
    await fillCart(shopper.token);
    expect((await tryCoupon(shopper.token, first)).body).toEqual({ message: 'This coupon is for a first order only' });
  });

  it('refuses a code the shop has (409), a coupon of both kinds in words, and staff (403)', async () => {
    const { session } = await shop.signedIn('owner');
    const taken = code();
    await shop.api.ok('createAdminCoupon', { staffSession: session, body: newCoupon(taken) });
    const twice = await shop.api.call('createAdminCoupon', { staffSession: session, body: newCoupon(taken) });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'The shop already has a coupon with this code: choose another.' },
    });
    const both = await shop.api.call('createAdminCoupon', {
      staffSession: session,
      body: { ...newCoupon(code()), percent: 10 },
    });
    expect(both).toMatchObject({
      status: 400,
      body: { message: 'Give a percent off or an amount off: one of the two.' },
    });
    const staff = await shop.signedIn('staff');
    expect((await shop.api.call('listAdminCoupons', { staffSession: staff.session })).status).toBe(403);
  });
});
