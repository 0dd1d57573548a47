import { and, eq, sql } from 'drizzle-orm';
import { userId } from '../auth';
import type { AppContext } from '../context';
import { cartLines, products, variants } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Body, Handlers, Params } from '../handler-types';
import { texts } from '../../spec/texts';
import { cartAnswer, readCart, removeLine } from './cart-lines';

/** Why a quantity cannot be had, in the product page's own words. */
export const stockLeftMessage = (stock: number) => (stock <= 0 ? texts.outOfStock : texts.stockLeft(stock));

export function cartHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  return {
    async getCart(request) {
      return cartAnswer(await readCart(db, userId(request)));
    },

    /** Sets (not adds) the quantity of one product+variant line; 0 removes it. */
    async updateCart(request) {
      const user = userId(request);
      const { fk_product, var_qty, fk_variant } = request.body as Body<'updateCart'>;
      const [variant] = await db
        .select({ stock: variants.stock, productId: variants.productId })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(and(eq(variants.id, fk_variant), eq(variants.productId, fk_product)));
      if (!variant) throw notFound('This product option does not exist');
      if (var_qty === 0) {
        await removeLine(db, user, fk_product, fk_variant);
        return { message: 'Product removed from cart' };
      }
      if (var_qty > variant.stock) throw conflict(stockLeftMessage(variant.stock));
      await db
        .insert(cartLines)
        .values({ userId: user, productId: fk_product, variantId: fk_variant, quantity: var_qty })
        .onConflictDoUpdate({ target: [cartLines.userId, cartLines.variantId], set: { quantity: sql`excluded.quantity` } });
      return { message: 'Product added to cart successfully' };
    },

    async removeCartLine(request) {
      const { fk_product, variant_id } = request.params as Params<'removeCartLine'>;
      if (!(await removeLine(db, userId(request), fk_product, variant_id))) throw notFound('This product is not in your cart');
      return { message: 'Product removed from cart' };
    },
  };
}
