import type { ComponentProps } from 'react';
import { ProductCard, type CardActions } from '#src/ui/ProductCard';
import { useCardActions } from './useCardActions';

/** The product card wired to the cart and the wishlist heart: New Arrivals, listings, search, wishlist. */
export function LiveProductCard({
  anonymous,
  ...card
}: Omit<ComponentProps<typeof ProductCard>, keyof CardActions> & { anonymous?: 'dialog' | 'login' }) {
  return <ProductCard {...card} {...useCardActions(card.product, anonymous)} />;
}
