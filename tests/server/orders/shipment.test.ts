/**
 * Ship with a carrier and a tracking number (issue 52): `npm run shop -- ship` moves a processed order to Shipped,
 * the shopper's order answers the shipment, and the shipped mail (to a real SMTP server) names the carrier, the
 * number and the link. What cannot be shipped, or a shipment given wrong, is refused in words and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { texts } from '#rules/texts';
import { advanceOrder } from '#server/cli/commands';
import { ownVariant } from '#tests/support/own-products';
import { serverWithMail } from '#tests/support/server-with-mail';
import { shopCommand } from '#tests/support/shop-command';
import { addToCart, call, cashOrder, newShopper } from './support';

const running = serverWithMail();

const shop = (...args: string[]) => shopCommand(running.server.ctx.db)(...args);

async function placed() {
  const shopper = await newShopper(running.server.url);
  const variant = await ownVariant(running.server.ctx.db, 3);
  await addToCart(running.server.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 1);
  const answer = await call(running.server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
  const order = answer.body.data as { int_glcode: number; order_id: string };
  const view = async () =>
    (await call(running.server.url, 'GET', `/orders/${order.int_glcode}`, { token: shopper.token })).body.data;
  return { shopper, order, view };
}

const link = 'https://www.delhivery.com/track/package/1234567890123';

describe('ship', () => {
  it('moves a processed order to Shipped with its carrier, number and link, and mails the shopper all three', async () => {
    const { shopper, order, view } = await placed();
    expect((await view()).shipment).toBeNull();
    await advanceOrder(running.server.ctx.db, order.order_id);
    expect(await shop('ship', order.order_id, 'Delhivery', '1234567890123', link)).toBe(
      `Order ${order.order_id}: Processed → Shipped with Delhivery, tracking number 1234567890123; the shopper is mailed.`,
    );
    expect(await view()).toMatchObject({
      chr_status: 'S',
      shipment: { carrier: 'Delhivery', tracking_number: '1234567890123', tracking_url: link },
    });
    await running.smtp.waitFor(shopper.email, 3);
    const mail = running.smtp.to(shopper.email).find((m) => m.subject.endsWith('is shipped'))!;
    expect(mail.text).toContain('It travels with Delhivery, tracking number 1234567890123.');
    expect(mail.text).toContain(`Follow it at ${link}`);
  });

  it('refuses an order not processed, a shipment given wrong and an order it does not know, changing nothing', async () => {
    const { order, view } = await placed();
    await expect(shop('ship', order.order_id, 'Delhivery', '123')).rejects.toThrow(
      texts.shipment.notProcessed(order.order_id, 'Received'),
    );
    await advanceOrder(running.server.ctx.db, order.order_id);
    await expect(shop('ship', order.order_id, 'Delhivery', '12/34', 'javascript:alert(1)')).rejects.toThrow(
      [texts.shipment.trackingNumber, texts.shipment.trackingUrl].join('\n'),
    );
    await expect(shop('ship', order.order_id, 'Delhivery')).rejects.toThrow(
      /^Which order, carrier and tracking number\?/,
    );
    await expect(shop('ship', 'SF-999999', 'Delhivery', '123')).rejects.toThrow('No order SF-999999');
    expect(await view()).toMatchObject({ chr_status: 'P', shipment: null });
    // Without a link, the number alone.
    await shop('ship', order.order_id, 'India Post', 'EE123456789IN');
    expect((await view()).shipment).toEqual({
      carrier: 'India Post',
      tracking_number: 'EE123456789IN',
      tracking_url: null,
    });
  });
});
