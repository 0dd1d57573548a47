/**
 * The test server's own routes under /__e2e (scripts/e2e-server.ts adds them; the product
 * server has none): what an operator or the passing of time does, on demand, while the
 * server holds DATA_DIR's lock so no second process could do it.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../server/context/context';
import { advanceOrder, receiveReturnOf, setVariantStock, shipOrderOf } from '../server/cli/commands';
import { coupons, mailOutbox, paymentIntents, products, variants } from '../server/db/schema';
import { FIXTURE_SLUG } from './e2e-fixtures';
import { lockIntent, release } from '../server/orders/payments/holds';
import type { TestSmtp } from './test-smtp';
import { momentOf } from '../server/mail/outbox';
import { addStaff } from '../server/cli/staff-commands';
import { setPasswordWithLink } from '../server/staff/set-password';
import { randomUUID } from 'node:crypto';

interface VariantChange {
  /** Rupees, as the shop shows them. */
  selling_price?: number;
  stock?: number;
}

export function openTestDoors(app: FastifyInstance, ctx: AppContext, fixtureProducts: number, smtp: TestSmtp) {
  const { db } = ctx;
  let claimed = 0;

  // A product of the test's own (scripts/e2e-fixtures.ts): the next copy nobody has claimed,
  // its default variant at the stock and price asked for (default: 10 units, the price it has).
  app.post('/__e2e/product', async (request, reply) => {
    if (claimed === fixtureProducts)
      return reply
        .code(409)
        .send({ message: `all ${fixtureProducts} own products are claimed: raise the count in scripts/e2e-data.ts` });
    claimed += 1;
    const slug = `${FIXTURE_SLUG}-${claimed}`;
    const { hsn, ...change } = (request.body ?? {}) as VariantChange & { hsn?: string };
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    // What the product is for GST, when the test says (else the copy's own code).
    if (hsn !== undefined) await db.update(products).set({ hsn }).where(eq(products.id, product!.id));
    const [variant] = await db
      .select({ id: variants.id })
      .from(variants)
      .where(and(eq(variants.productId, product!.id), eq(variants.isDefault, true)));
    await changeVariant(variant!.id, { stock: 10, ...change });
    return { slug, product_id: product!.id, variant_id: variant!.id };
  });

  // What the shop's mail server received for an address, oldest first: a reset code, a notice.
  app.get('/__e2e/mail/:address', async (request) => smtp.to((request.params as { address: string }).address));

  // `npm run shop -- advance`: the order one step along A → P → S → D.
  app.post('/__e2e/advance/:ref', async (request) =>
    advanceOrder(db, (request.params as { ref: string }).ref, ctx.config.publicUrl),
  );

  // `npm run shop -- ship`: a processed order shipped with its carrier, number and link.
  app.post('/__e2e/ship/:ref', async (request) => {
    const { carrier, tracking_number, tracking_url } = request.body as Record<string, string>;
    const ref = (request.params as { ref: string }).ref;
    return { said: await shipOrderOf(db, [ref, carrier, tracking_number, tracking_url], ctx.config.publicUrl) };
  });

  // `npm run shop -- receive`: the goods of the order's returns are back (decision 0053).
  app.post('/__e2e/receive/:ref', async (request) =>
    receiveReturnOf(db, (request.params as { ref: string }).ref, false, ctx.config.publicUrl),
  );

  // `npm run shop -- stock`: the operator restocks a variant (its waiting shoppers are mailed).
  app.post('/__e2e/stock/:variant/:quantity', async (request) => {
    const { variant, quantity } = request.params as { variant: string; quantity: string };
    return setVariantStock(db, variant, quantity, ctx.config.publicUrl);
  });

  // The hold of an online payment runs out now, and its stock goes back. A payment the
  // sandbox already took keeps its hold on a real server (decision 0014); it is released
  // here all the same, standing in for Razorpay, whose capture the server learns only at
  // step 2: the one way a shopper can pay for units that are gone, and be refunded.
  app.post('/__e2e/expire-payment/:providerOrderId', async (request, reply) => {
    const { providerOrderId } = request.params as { providerOrderId: string };
    const found = await db.transaction(async (tx) => {
      const intent = await lockIntent(db, tx, eq(paymentIntents.providerOrderId, providerOrderId));
      if (!intent) return false;
      await tx
        .update(paymentIntents)
        .set({ expiresAt: new Date(ctx.now().getTime() - 1000) })
        .where(eq(paymentIntents.id, intent.id));
      if (intent.status === 'pending') await release(tx, [intent], 'expired', momentOf(ctx));
      return true;
    });
    if (!found) return reply.code(404).send({ message: 'No such payment' });
    return { released: true };
  });

  // The shop changes a variant's price or stock; answers what it was, or null for no such variant.
  async function changeVariant(id: number, change: VariantChange) {
    const [before] = await db.select().from(variants).where(eq(variants.id, id));
    if (!before) return null;
    const sellingPricePaise =
      change.selling_price === undefined ? before.sellingPricePaise : Math.round(change.selling_price * 100);
    const prices = { sellingPricePaise, pricePaise: Math.max(before.pricePaise, sellingPricePaise) };
    await db.transaction(async (tx) => {
      await tx
        .update(variants)
        .set({ ...prices, stock: change.stock ?? before.stock })
        .where(eq(variants.id, id));
      // Lists sort and filter on the default variant's prices, kept on the product.
      if (before.isDefault) await tx.update(products).set(prices).where(eq(products.id, before.productId));
    });
    return { selling_price: before.sellingPricePaise / 100, stock: before.stock };
  }

  app.post('/__e2e/variant/:id', async (request, reply) => {
    const before = await changeVariant(Number((request.params as { id: string }).id), request.body as VariantChange);
    return before ?? reply.code(404).send({ message: 'No such variant' });
  });

  // The shop runs a coupon of its own (10% off), or ends it: a test's coupon nobody else uses.
  app.post('/__e2e/coupon/:code', async (request) => {
    const code = (request.params as { code: string }).code.toUpperCase();
    const { ended } = request.body as { ended: boolean };
    const day = 24 * 60 * 60 * 1000;
    const validTo = new Date(ctx.now().getTime() + (ended ? -day : 365 * day));
    const coupon = { code, percent: 10, validFrom: new Date(ctx.now().getTime() - 2 * day), validTo };
    await db.insert(coupons).values(coupon).onConflictDoUpdate({ target: coupons.code, set: { validTo } });
    return { code, ended };
  });

  // A member of the back office with her password set, as `staff add` and her link would: a test's own.
  app.post('/__e2e/staff/:role', async (request) => {
    const role = (request.params as { role: string }).role;
    const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
    const password = `Staff#${randomUUID().slice(0, 8)}`;
    const added = await addStaff(db, { email, role }, { now: ctx.now(), publicUrl: 'http://shop.test/', mail: false });
    await setPasswordWithLink(db, new URL(added.link).hash.slice(1), password, ctx.now());
    return { email, password };
  });

  // A mail to an address of the test's own as the outbox's pass leaves one its mail server refused three times: its
  // next try an hour off, so only a resend sends it while the test runs.
  app.post('/__e2e/failed-mail', async () => {
    const to = `failed-${randomUUID().slice(0, 8)}@example.com`;
    const [row] = await db
      .insert(mailOutbox)
      .values({
        kind: 'contact-reply',
        recipient: to,
        subject: `Your message to the shop ${to}`,
        text: 'Hello Meera,\n\nYes: the red saree is back in every size.',
        html: '<p>Hello Meera,</p><p>Yes: the red saree is back in <strong>every size</strong>.</p><script>document.title = "ran"</script>',
        createdAt: ctx.now(),
        nextAttemptAt: new Date(ctx.now().getTime() + 60 * 60_000),
        attempts: 3,
        lastError: 'The mail server did not answer in time.',
      })
      .returning({ id: mailOutbox.id });
    return { id: row!.id, to };
  });
}
