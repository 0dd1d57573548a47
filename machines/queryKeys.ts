/**
 * The TanStack Query keys that machines name in their `invalidate` effects, and that
 * src/ builds its query factories on. They live below src/ because a machine cannot
 * import src/, and its tests check these very keys with no app around it. Keys are
 * hierarchical, so one prefix marks a whole family stale.
 */
export const queryKeys = {
  /** Everything about the signed-in shopper; logout drops the whole family. */
  me: ['me'] as const,
  cart: ['me', 'cart'] as const,
  /** Every product list: listing, search, New Arrivals. */
  productLists: ['products'] as const,
  productDetails: ['product'] as const,
};
