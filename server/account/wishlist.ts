import { and, desc, eq } from 'drizzle-orm';
import { userId } from '../auth';
import type { AppContext } from '../context/context';
import { products, wishlist } from '../db/schema';
import { notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import { texts } from '#rules/texts';
import type { Handlers, TypedRequest } from '../contract/handler-types';
import { productListItems } from '../catalog/product-list-items';

export function wishlistHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;

  /** The wishlist and the like are one per-user heart; both operations flip it. */
  async function toggle(request: TypedRequest<'toggleWishlist' | 'toggleLike'>) {
    const user = userId(request);
    const { fk_product } = request.body;
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, fk_product));
    if (!product) throw notFound(texts.productNotFound);
    const removed = await db
      .delete(wishlist)
      .where(and(eq(wishlist.userId, user), eq(wishlist.productId, fk_product)))
      .returning({ productId: wishlist.productId });
    if (removed.length > 0) return { message: messages.wishlist.removed, liked: false };
    // A concurrent double click must not fail on the primary key: the heart is on either way.
    await db
      .insert(wishlist)
      .values({ userId: user, productId: fk_product, createdAt: ctx.now() })
      .onConflictDoNothing();
    return { message: messages.wishlist.added, liked: true };
  }

  return {
    async getWishlist(request) {
      const user = userId(request);
      const rows = await db
        .select({ productId: wishlist.productId })
        .from(wishlist)
        .where(eq(wishlist.userId, user))
        .orderBy(desc(wishlist.createdAt), desc(wishlist.productId));
      return {
        data: await productListItems(
          ctx,
          rows.map((r) => r.productId),
          user,
        ),
      };
    },
    toggleWishlist: toggle,
    toggleLike: toggle,
  };
}
