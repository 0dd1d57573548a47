/**
 * "Notify me when it's back" over real HTTP, with a real SMTP server on loopback: shoppers
 * wait for a sold-out option; when its stock goes from 0 to more (an order cancelled, a
 * payment's hold released, the operator's `stock`), each gets one mail with a link to the
 * product and the wait ends; stock that was not at 0 mails nobody. And what a wait refuses.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#rules/limits';
import { startTestSmtp, type TestSmtp } from '#scripts/test-smtp';
import { setVariantStock } from '#server/cli/commands';
import { products, variants } from '#server/db/schema';
import { messages } from '#server/messages/messages';
import { ownProducts, ownVariant, type OwnVariant } from '#tests/support/own-products';
import { startTestServer, type TestServer } from '#tests/support/server';
import { mailsSettled } from '#tests/support/server-with-mail';
import { addToCart, call, cashOrder, newShopper, onlineStepOne, setStock, type Shopper } from '../orders/support';

let server: TestServer;
let smtp: TestSmtp;
const publicUrl = 'https://shop.example/';

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ config: { smtpUrl: smtp.url, publicUrl } });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const wait = (shopper: Shopper, variantId: number) =>
  call(server.url, 'PUT', `/stock-waits/${variantId}`, { token: shopper.token });
const waits = async (shopper: Shopper) =>
  (await call(server.url, 'GET', '/stock-waits', { token: shopper.token })).body.data as { variant_id: number }[];
const backMails = (shopper: Shopper) =>
  smtp.to(shopper.email).filter((mail) => mail.subject.endsWith('is back in stock'));

describe('back in stock', () => {
  it('mails each waiting shopper once when a cancel brings the last units back, and ends their waits', async () => {
    const variant = await ownVariant(server.ctx.db, 2);
    const [named] = await server.ctx.db
      .select({ slug: products.slug, title: products.title })
      .from(products)
      .where(eq(products.id, variant.productId));
    const { slug, title } = named!;
    const buyer = await newShopper(server.url);
    await addToCart(server.url, buyer, { ...variant, title: '', price: 0, sellingPrice: 0 }, 2);
    const order = await call(server.url, 'POST', '/orders', { token: buyer.token, body: cashOrder(buyer) });
    expect(order.status).toBe(201);

    const waiting = [await newShopper(server.url), await newShopper(server.url)];
    for (const shopper of waiting) {
      expect(await wait(shopper, variant.variantId)).toMatchObject({
        status: 200,
        body: { message: messages.stockWaits.added },
      });
      expect((await wait(shopper, variant.variantId)).status, 'asking again changes nothing').toBe(200);
      expect((await waits(shopper)).map((w) => w.variant_id)).toEqual([variant.variantId]);
    }

    expect(
      (await call(server.url, 'PUT', `/orders/${order.body.data.int_glcode}/cancel`, { token: buyer.token })).status,
    ).toBe(200);
    for (const shopper of waiting) {
      const [mail] = await smtp.waitFor(shopper.email);
      expect(mail!.subject).toBe(`${title} is back in stock`);
      expect(mail!.text).toMatch(
        new RegExp(`Good news: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.+: .+\\) is back in stock`),
      );
      expect(mail!.text).toContain(`See it in the shop: ${publicUrl}product/${slug}`);
      expect(await waits(shopper), 'the wait ends with its mail').toEqual([]);
    }
    // Sold out and back again: nobody waits any more, so nobody is mailed.
    await setStock(server.ctx.db, variant.variantId, 0);
    await setVariantStock(server.ctx.db, String(variant.variantId), '3', publicUrl);
    await mailsSettled(server);
    expect(waiting.map((shopper) => backMails(shopper).length)).toEqual([1, 1]);
  });

  it(
    "mails when an unpaid payment's hold goes back, and when the operator restocks, by sku or " +
      'id; never for stock that was not at 0',
    async () => {
      const [product] = await ownProducts(server.ctx.db, 1, 1);
      const [held, restocked] = product!.variants as [OwnVariant, OwnVariant, ...OwnVariant[]];
      const payer = await newShopper(server.url);
      await addToCart(
        server.url,
        payer,
        { productId: product!.id, variantId: held.id, title: '', price: 0, sellingPrice: 0 },
        1,
      );
      const step1 = await onlineStepOne(server.url, payer);
      expect(step1.status).toBe(200);
      await setStock(server.ctx.db, restocked.id, 0);

      const shopper = await newShopper(server.url);
      for (const id of [held.id, restocked.id]) expect((await wait(shopper, id)).status).toBe(200);
      expect((await call(server.url, 'DELETE', `/payments/${step1.body.data.id}`, { token: payer.token })).status).toBe(
        200,
      );
      const [sku] = await server.ctx.db
        .select({ sku: variants.sku })
        .from(variants)
        .where(eq(variants.id, restocked.id));
      expect(await setVariantStock(server.ctx.db, sku!.sku, '4', publicUrl)).toEqual({ sku: sku!.sku, from: 0, to: 4 });
      await smtp.waitFor(shopper.email, 2);

      // Waiting again for one now at 4, then a restock from 4: no mail.
      await setVariantStock(server.ctx.db, String(restocked.id), '0', publicUrl);
      expect((await wait(shopper, restocked.id)).status).toBe(200);
      await setStock(server.ctx.db, restocked.id, 2);
      await setVariantStock(server.ctx.db, String(restocked.id), '5', publicUrl);
      await mailsSettled(server);
      expect(backMails(shopper)).toHaveLength(2);
      expect((await waits(shopper)).map((w) => w.variant_id)).toEqual([restocked.id]);
    },
  );

  it('stops waiting on request, and lists what the shopper still waits for', async () => {
    const [product] = await ownProducts(server.ctx.db, 1, 0);
    const [first, second] = product!.variants as [OwnVariant, OwnVariant, ...OwnVariant[]];
    const shopper = await newShopper(server.url);
    await wait(shopper, first.id);
    await wait(shopper, second.id);
    expect(await call(server.url, 'DELETE', `/stock-waits/${first.id}`, { token: shopper.token })).toMatchObject({
      status: 200,
      body: { message: messages.stockWaits.removed },
    });
    expect(await call(server.url, 'DELETE', `/stock-waits/${first.id}`, { token: shopper.token })).toMatchObject({
      status: 404,
      body: { message: messages.stockWaits.notWaiting },
    });
    const listed = (await call(server.url, 'GET', '/stock-waits', { token: shopper.token })).body.data;
    expect(listed).toEqual([
      expect.objectContaining({
        variant_id: second.id,
        fk_product: product!.id,
        var_slug: product!.slug,
        var_title: product!.title,
        options: expect.arrayContaining([expect.objectContaining({ title: expect.any(String) })]),
      }),
    ]);
    await setVariantStock(server.ctx.db, String(first.id), '1', publicUrl);
    await mailsSettled(server);
    expect(backMails(shopper), 'no mail for a wait that was stopped').toEqual([]);
  });

  it('refuses a wait for a product in stock, for no such option, past 50 waits, and without a login, in words for people', async () => {
    const shopper = await newShopper(server.url);
    const inStock = await ownVariant(server.ctx.db, 3);
    expect(await wait(shopper, inStock.variantId)).toMatchObject({
      status: 409,
      body: { message: messages.stockWaits.inStock },
    });
    expect(await wait(shopper, 2_147_483_000)).toMatchObject({
      status: 404,
      body: { message: messages.cart.noSuchOption },
    });
    expect((await call(server.url, 'PUT', `/stock-waits/${inStock.variantId}`)).status).toBe(401);
    const soldOut = (await ownProducts(server.ctx.db, Math.ceil((limits.stockWaitsPerShopper + 1) / 2), 0)).flatMap(
      (p) => p.variants.map((v) => v.id),
    );
    for (const id of soldOut.slice(0, limits.stockWaitsPerShopper)) expect((await wait(shopper, id)).status).toBe(200);
    expect((await wait(shopper, soldOut[0]!)).status, 'one already waited for, at the cap').toBe(200);
    expect(await wait(shopper, soldOut[limits.stockWaitsPerShopper]!)).toMatchObject({
      status: 409,
      body: { message: messages.stockWaits.tooMany(limits.stockWaitsPerShopper) },
    });
  });
});
