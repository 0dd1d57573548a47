/**
 * The product card with its cart and heart actions, on every product list (home included)
 * and the product page: apart from the catalog's, so a first screen with cards does not
 * carry the listing's and the product page's wording.
 */
export const cardTexts = {
  quantity: 'Quantity',
  increase: 'Increase quantity',
  decrease: 'Decrease quantity',
  /** Why the quantity stops: the most one cart line may hold, or the stock. */
  atMostPerOrder: (n: number) => `At most ${n} per order`,
  onlyLeft: (n: number) => `Only ${n} left`,
  addToCartOf: (title: string) => `Add ${title} to cart`,
  likeOf: (title: string) => `Add ${title} to wishlist`,
  likedOf: (title: string) => `${title} is in your wishlist`,
  likeFailed: 'Could not update your wishlist. Please try again.',
  rating: (average: number, count: number) =>
    `Rated ${average.toFixed(1)} out of 5 from ${count} review${count === 1 ? '' : 's'}`,
  listPrice: 'List price',
} as const;
