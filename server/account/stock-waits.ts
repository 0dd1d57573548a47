/**
 * "Notify me when it's back" (decision 0038): a signed-in shopper waits for a sold-out
 * product option; when its stock goes from 0 to more (a cancel, a released hold, a refund
 * that gives units back, the operator's restock), each shopper waiting gets one mail and
 * the wait ends, in the transaction that gave the stock back.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { limits } from '#rules/limits';
import type { MailWording } from '#rules/mail-texts';
import { userId } from '../auth';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import type { Queryable } from '../db/connect';
import {
  attributes,
  attributeValues,
  products,
  stockWaits,
  users,
  variantImages,
  variants,
  variantValues,
  type LineAttributes,
} from '../db/schema';
import { composeMail, shopLook, type ShopLook } from '../mail/layout';
import { enqueueMail, type Mail, type MailMoment } from '../mail/outbox';
import { filled, readWording } from '../mail/wording';
import { conflict, notFound } from '../messages/errors';
import { messages } from '../messages/messages';

/** The option values that name each variant, e.g. Size: S, Colour: Blue, in the options' order. */
async function optionsOf(db: Queryable, variantIds: number[]): Promise<Map<number, LineAttributes>> {
  const rows = variantIds.length
    ? await db
        .select({ variantId: variantValues.variantId, title: attributes.title, value: attributeValues.title })
        .from(variantValues)
        .innerJoin(attributeValues, eq(attributeValues.id, variantValues.attributeValueId))
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(inArray(variantValues.variantId, variantIds))
        .orderBy(attributes.position, attributes.id)
    : [];
  const options = new Map<number, LineAttributes>();
  for (const { variantId, title, value } of rows)
    options.set(variantId, [...(options.get(variantId) ?? []), { title, value }]);
  return options;
}

const named = (title: string, options: LineAttributes = []) =>
  options.length ? `${title} (${options.map((o) => `${o.title}: ${o.value}`).join(', ')})` : title;

/** A product back, in the wording given: {product} is its title in the subject, with the options chosen below. */
export function backInStockMail(
  look: ShopLook,
  facts: { to: { email: string; firstName: string }; product: { title: string; chosen: string; slug: string } },
  wording: MailWording,
): Mail {
  const { to, product } = facts;
  const values = { name: to.firstName, shop: look.name };
  return composeMail(look, {
    kind: 'back-in-stock',
    to: to.email,
    subject: filled(wording, { ...values, product: product.title }).subject,
    greeting: `Hello ${to.firstName},`,
    blocks: [
      { p: filled(wording, { ...values, product: product.chosen }).intro },
      { p: 'It may not stay for long. This is the only mail we send about it.' },
    ],
    link: { label: 'See it in the shop', path: `product/${product.slug}` },
  });
}

/**
 * In the transaction that gave stock back: every shopper waiting for one of these variants
 * (each just back from 0) gets one mail, and the wait ends.
 */
export async function mailWaitingShoppers(tx: Queryable, variantIds: number[], at: MailMoment): Promise<void> {
  if (variantIds.length === 0) return;
  const ended = await tx.delete(stockWaits).where(inArray(stockWaits.variantId, variantIds)).returning();
  if (ended.length === 0) return;
  const look = await shopLook(tx, at.publicUrl);
  const wording = await readWording(tx, 'back-in-stock');
  const options = await optionsOf(tx, [...new Set(ended.map((wait) => wait.variantId))]);
  for (const wait of ended) {
    const [row] = await tx
      .select({ email: users.email, firstName: users.firstName, title: products.title, slug: products.slug })
      .from(users)
      .innerJoin(variants, eq(variants.id, wait.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(users.id, wait.userId));
    if (!row) continue;
    const product = { title: row.title, chosen: named(row.title, options.get(wait.variantId)), slug: row.slug };
    await enqueueMail(tx, backInStockMail(look, { to: row, product }, wording), at.now);
  }
}

export function stockWaitHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  return {
    async listStockWaits(request) {
      const rows = await db
        .select({
          variantId: stockWaits.variantId,
          since: stockWaits.createdAt,
          productId: products.id,
          slug: products.slug,
          title: products.title,
          image: products.image,
        })
        .from(stockWaits)
        .innerJoin(variants, eq(variants.id, stockWaits.variantId))
        .innerJoin(products, eq(products.id, variants.productId))
        .where(eq(stockWaits.userId, userId(request)))
        .orderBy(desc(stockWaits.createdAt), desc(stockWaits.variantId));
      const ids = rows.map((row) => row.variantId);
      const options = await optionsOf(db, ids);
      const pictures = ids.length
        ? await db
            .select({ variantId: variantImages.variantId, url: variantImages.url })
            .from(variantImages)
            .where(and(inArray(variantImages.variantId, ids), eq(variantImages.position, 0)))
        : [];
      const answer: Answer<'listStockWaits'> = {
        data: rows.map((row) => ({
          variant_id: row.variantId,
          fk_product: row.productId,
          var_slug: row.slug,
          var_title: row.title,
          var_image: pictures.find((picture) => picture.variantId === row.variantId)?.url ?? row.image,
          options: options.get(row.variantId) ?? [],
          since: row.since.toISOString(),
        })),
      };
      return answer;
    },

    async waitForStock(request) {
      const user = userId(request);
      const variantId = request.params.variant_id;
      await db.transaction(async (tx) => {
        // The shopper's turn first (decision 0045): two waits of one shopper never count at once.
        // Before the variant, in the order a placement takes them (shopper, then stock).
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user)).for('no key update');
        // Locked, so a restock and a new wait never pass each other: the wait is then for the next time it sells out.
        const [variant] = await tx
          .select({ stock: variants.stock })
          .from(variants)
          .where(eq(variants.id, variantId))
          .for('update');
        if (!variant) throw notFound(messages.cart.noSuchOption);
        if (variant.stock > 0) throw conflict(messages.stockWaits.inStock);
        const [waiting] = await tx.select({ n: count() }).from(stockWaits).where(eq(stockWaits.userId, user));
        if ((waiting?.n ?? 0) >= limits.stockWaitsPerShopper) {
          const [already] = await tx
            .select()
            .from(stockWaits)
            .where(and(eq(stockWaits.userId, user), eq(stockWaits.variantId, variantId)));
          if (!already) throw conflict(messages.stockWaits.tooMany(limits.stockWaitsPerShopper));
        }
        await tx.insert(stockWaits).values({ userId: user, variantId, createdAt: ctx.now() }).onConflictDoNothing();
      });
      const answer: Answer<'waitForStock'> = { message: messages.stockWaits.added };
      return answer;
    },

    async stopWaitingForStock(request) {
      const gone = await db
        .delete(stockWaits)
        .where(and(eq(stockWaits.userId, userId(request)), eq(stockWaits.variantId, request.params.variant_id)))
        .returning({ variantId: stockWaits.variantId });
      if (gone.length === 0) throw notFound(messages.stockWaits.notWaiting);
      const answer: Answer<'stopWaitingForStock'> = { message: messages.stockWaits.removed };
      return answer;
    },
  };
}
