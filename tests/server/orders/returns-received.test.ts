/**
 * A return is the shopper's request until the shop has the goods (decision 0053): `npm run shop -- returns` lists what
 * waits, `receive <order> [--restock]` takes it in, line by line as they come, and only the last line back issues the
 * credit note (and, paid online, owes the refund: tests/server/orders/payments/refunds.test.ts).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, variants } from '#server/db/schema';
import { advanceOrder } from '#server/cli/commands';
import { documentOf } from '#server/invoices/tax-documents';
import { ownVariant } from '#tests/support/own-products';
import { shopCommand } from '#tests/support/shop-command';
import { startTestServer } from '#tests/support/server';
import { addToCart, call, cashOrder, newShopper, stockOf } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const shop = (...args: string[]) => shopCommand(server.ctx.db)(...args);

describe('a return, received when the goods come back', () => {
  it('is listed until received; each line back may go on sale; line by line; the last one back issues the credit note', async () => {
    const shopper = await newShopper(server.url);
    const [kept, resold] = [await ownVariant(server.ctx.db, 5), await ownVariant(server.ctx.db, 5)];
    await addToCart(server.url, shopper, { ...kept, title: '', price: 0, sellingPrice: 0 }, 1);
    await addToCart(server.url, shopper, { ...resold, title: '', price: 0, sellingPrice: 0 }, 2);
    const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    const order = placed.body.data as { int_glcode: number; order_id: string };
    for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, order.order_id);
    const askBack = (variant: { productId: number; variantId: number }, why: string) =>
      call(server.url, 'PUT', '/return', {
        token: shopper.token,
        body: {
          order_id: order.int_glcode,
          fk_product: variant.productId,
          fk_variant: variant.variantId,
          return_text: why,
        },
      });

    expect((await askBack(resold, 'Too small')).status).toBe(200);
    expect((await askBack(kept, 'Not as pictured')).status).toBe(200);
    expect(await shop('returns')).toContain(`${order.order_id}  `);
    // Line by line, as the parcels come: the resold one first, back on sale.
    const skuOf = async (variantId: number) =>
      (await server.ctx.db.select({ sku: variants.sku }).from(variants).where(eq(variants.id, variantId)))[0]!.sku;
    expect(await shop('receive', order.order_id, await skuOf(resold.variantId), '--restock')).toMatch(
      new RegExp(`^Order ${order.order_id}: received .+ × 2, back on sale\\. The order waits for the rest`),
    );
    expect(await stockOf(server.ctx.db, resold.variantId)).toBe(5);
    expect(await documentOf(server.ctx.db, order.int_glcode, 'credit_note')).toBeNull();
    await expect(shop('receive', order.order_id, await skuOf(resold.variantId))).rejects.toThrow(
      `Order ${order.order_id} has no return of ${await skuOf(resold.variantId)} waiting for its goods.`,
    );

    expect(await shop('receive', order.order_id)).toMatch(
      /× 1, not put back on sale\. Every line is back: the credit note is issued\. A cash order is refunded by hand\.$/,
    );
    expect(await stockOf(server.ctx.db, kept.variantId)).toBe(4);
    expect(await documentOf(server.ctx.db, order.int_glcode, 'credit_note')).not.toBeNull();
    expect(await shop('returns')).toBe('(no return waits for its goods)');
    await expect(shop('receive', order.order_id)).rejects.toThrow(
      `Order ${order.order_id} has no return waiting for its goods.`,
    );
  });

  it('declined, is withdrawn with its reason mailed, the order Delivered again, and the line may be asked back again', async () => {
    const shopper = await newShopper(server.url);
    const variant = await ownVariant(server.ctx.db, 5);
    await addToCart(server.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 1);
    const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    const order = placed.body.data as { int_glcode: number; order_id: string };
    for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, order.order_id);
    const body = {
      order_id: order.int_glcode,
      fk_product: variant.productId,
      fk_variant: variant.variantId,
      return_text: 'Worn once, did not like it',
    };
    const view = async () =>
      (await call(server.url, 'GET', `/orders/${order.int_glcode}`, { token: shopper.token })).body.data;
    expect((await call(server.url, 'PUT', '/return', { token: shopper.token, body })).status).toBe(200);
    expect((await view()).chr_status).toBe('R');
    const [row] = await server.ctx.db
      .select({ sku: variants.sku })
      .from(variants)
      .where(eq(variants.id, variant.variantId));
    const sku = row!.sku;
    await expect(shop('decline', order.order_id, sku)).rejects.toThrow(/^Which order, which line and why\?/);
    expect(await shop('decline', order.order_id, sku, 'It', 'has', 'been', 'worn.')).toMatch(
      /is declined; the shopper is mailed why\.$/,
    );
    expect(await view()).toMatchObject({ chr_status: 'D', returnProduct: [] });
    const [mail] = await server.ctx.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, shopper.email), eq(mailOutbox.kind, 'return-declined')));
    expect(mail!.text).toContain(`from order ${order.order_id}: It has been worn.`);
    expect(await shop('activity', order.order_id)).toContain('return.decline');
    expect((await call(server.url, 'PUT', '/return', { token: shopper.token, body })).status).toBe(200);
  });
});
