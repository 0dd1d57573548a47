import { sql } from 'drizzle-orm';
import { userId } from '../auth';
import type { AppContext } from '../context/context';
import { cartLines, products, variants } from '../db/schema';
import { executeNamed } from '../db/prepared';
import { conflict, notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Handlers } from '../contract/handler-types';
import { cartAnswer, readCart, removeLine } from './cart-lines';
import { readTaxWay } from './tax-way';

export function cartHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  return {
    async getCart(request) {
      const [items, way] = [await readCart(db, userId(request)), await readTaxWay(db, ctx.now())];
      return cartAnswer(items, way);
    },

    /** Sets (not adds) the quantity of one product+variant line; 0 removes it. */
    async updateCart(request) {
      const user = userId(request);
      const { fk_product, var_qty, fk_variant } = request.body;
      // Named (decision 0080): a sale's shoppers fill their carts all at once.
      const {
        rows: [variant],
      } = await executeNamed<{ stock: number; published: boolean }>(
        db,
        db,
        sql`select ${variants.stock} as stock, ${products.published} as published
              from ${variants} join ${products} on ${products.id} = ${variants.productId}
             where ${variants.id} = ${fk_variant} and ${variants.productId} = ${fk_product}`,
      );
      if (!variant) throw notFound(messages.cart.noSuchOption);
      if (var_qty === 0) {
        await removeLine(db, user, fk_product, fk_variant);
        return { message: messages.cart.removed };
      }
      // A draft is no product to a shopper (decision 0066); a line of it already held can still be removed, above.
      if (!variant.published) throw notFound(messages.cart.noSuchOption);
      if (var_qty > variant.stock) throw conflict(messages.cart.stockLeft(variant.stock));
      await db
        .insert(cartLines)
        .values({ userId: user, productId: fk_product, variantId: fk_variant, quantity: var_qty })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.variantId],
          set: { quantity: sql`excluded.quantity` },
        });
      return { message: messages.cart.added };
    },

    async removeCartLine(request) {
      const { fk_product, variant_id } = request.params;
      if (!(await removeLine(db, userId(request), fk_product, variant_id))) throw notFound(messages.cart.notInCart);
      return { message: messages.cart.removed };
    },
  };
}
