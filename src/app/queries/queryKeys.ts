/**
 * The TanStack Query keys of the shopper's server data, written once. Query factories
 * build on them, and machines that mark data stale receive the keys they need as
 * input (a machine never imports src/, and never spells a key). Keys are hierarchical,
 * so one prefix marks a whole family stale.
 */
export const queryKeys = {
  /** Everything about the signed-in shopper; logout drops the whole family. */
  me: ['me'] as const,
  cart: ['me', 'cart'] as const,
  profile: ['me', 'profile'] as const,
  /** The orders list; each order's key extends it, so one invalidation refreshes both. */
  orders: ['me', 'orders'] as const,
  order: (id: number) => ['me', 'orders', id] as const,
  /** The sold-out products the shopper waits for: the product page adds, the profile lists and ends. */
  stockWaits: ['me', 'stock-waits'] as const,
  /** Manage Addresses and checkout's Delivery Address. */
  addresses: ['me', 'addresses'] as const,
  /** Every product list: listing, search, New Arrivals. */
  productLists: ['products'] as const,
  productDetails: ['product'] as const,
};
