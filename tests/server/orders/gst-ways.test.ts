/**
 * The shop's two ways with GST (decision 0052), on a server of this file's own: a delivery inside the shop's state
 * is charged CGST and SGST, and a shop whose prices hold the GST charges what it shows, the tax taken out of it.
 * An address whose state the shop cannot tell is refused, in words, where it is saved and where an order is placed.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '#rules/texts';
import { addresses } from '#server/db/schema';
import { startTestServer } from '#tests/support/server';
import { addToCart, call, cashOrder, gstOf, newShopper, taxAs, variantWithStock, type Shopper } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The shopper's address moved to Jaipur, in the shop's own state (the demo's: Rajasthan). */
async function inRajasthan(shopper: Shopper) {
  await server.ctx.db
    .update(addresses)
    .set({ state: 'Rajasthan', city: 'Jaipur', pincode: '302001' })
    .where(eq(addresses.id, shopper.addressId));
}

const pricesHoldGst = (held: boolean) =>
  server.ctx.db.execute(
    sql`update site_content set value = value || jsonb_build_object('prices_include_gst', ${held}::boolean)
      where key = 'invoice_details'`,
  );

describe('GST inside the shop’s state, and in prices that hold it', () => {
  it('charges CGST and SGST, half the rate each, on a delivery inside the shop’s state', async () => {
    const shopper = await newShopper(server.url);
    await inRajasthan(shopper);
    const pick = await variantWithStock(server.ctx.db, 3, 4);
    await taxAs(server.ctx.db, pick.productId, '7117');
    await addToCart(server.url, shopper, pick, 2);
    const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    expect(placed.status).toBe(201);
    const half = gstOf(pick.sellingPrice * 2, 3) / 2;
    expect(placed.body.data.var_gst).toEqual({
      cgst: half / 100,
      sgst: half / 100,
      igst: 0,
      place_of_supply: 'Rajasthan',
      included: false,
    });
  });

  it('takes the GST out of prices that hold it: the shopper pays the prices and delivery, no more', async () => {
    await pricesHoldGst(true);
    try {
      const shopper = await newShopper(server.url);
      const pick = await variantWithStock(server.ctx.db, 6, 4);
      await taxAs(server.ctx.db, pick.productId, '7117');
      await addToCart(server.url, shopper, pick, 1);
      const cart = (await call(server.url, 'GET', '/cart', { token: shopper.token })).body;
      // 3% held in the price: the price is 103 parts, of which 3 are tax, as two halves to the paisa.
      const before = (pick.sellingPrice * 100) / 103;
      const tax = 2 * Math.round((before * 3) / 200);
      expect(cart).toMatchObject({
        gst_total: tax / 100,
        gst_included: true,
        gross_total: cart.Sub_Total + cart.delivery_charge,
      });
      const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
      expect(placed.status).toBe(201);
      expect(placed.body.data).toMatchObject({
        var_tax: tax / 100,
        var_payable_amount: cart.gross_total,
        var_gst: { igst: tax / 100, included: true },
      });
    } finally {
      await pricesHoldGst(false);
    }
  });
});

describe('an address whose state the shop cannot tell', () => {
  it('is refused where it is saved, and where an order is placed with one saved before', async () => {
    const shopper = await newShopper(server.url);
    const saved = await call(server.url, 'GET', `/address/${shopper.addressId}`, { token: shopper.token });
    const refused = await call(server.url, 'POST', '/address', {
      token: shopper.token,
      body: { ...saved.body.data, int_glcode: undefined, var_state: 'Atlantis' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: texts.gst.unknownState } });

    // One kept from before the shop needed a state it could tell.
    await server.ctx.db.update(addresses).set({ state: 'Atlantis' }).where(eq(addresses.id, shopper.addressId));
    await addToCart(server.url, shopper, await variantWithStock(server.ctx.db, 9, 2), 1);
    const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    expect(placed).toMatchObject({ status: 400, body: { message: texts.gst.unknownState } });
  });
});
