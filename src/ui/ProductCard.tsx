import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Schemas } from '../../openapi/client';
import { quantityMax } from '../../spec/limits';
import { cardTexts } from './copy';
import { Spinner } from './Spinner';
import { IconCart, IconHeart } from './icons';
import { PriceLine } from './PriceLine';
import { QuantityStepper } from './QuantityStepper';
import { RatingBadge } from './Rating';
import * as css from './ProductCard.css';

/** What the card's heart and cart button do, and what they show meanwhile. */
export interface CardActions {
  liked: boolean;
  adding: boolean;
  onAddToCart: (quantity: number) => void;
  onToggleLike: () => void;
}

/**
 * The one product card (SPEC §2): New Arrivals, listing, search results and wishlist.
 * The quantity is the card's own (starting at 1, at most one cart line's cap or the default
 * variant's stock, whichever is less); a grid re-creates its cards on a fresh load, which
 * resets it (SPEC §4).
 */
export function ProductCard({
  product,
  withQuantity = true,
  overlay,
  lead = false,
  liked,
  adding,
  onAddToCart,
  onToggleLike,
}: CardActions & {
  product: Schemas['ProductListItem'];
  withQuantity?: boolean;
  /** Extra controls shown over the image on hover or focus (the search page's share menu). */
  overlay?: ReactNode;
  /** The page's largest picture on a phone (its LCP): fetched at once and first, not lazily. */
  lead?: boolean;
}) {
  const [quantity, setQuantity] = useState(1);
  const { default_variant: variant } = product;
  return (
    <article className={css.card} data-testid="product-card" aria-labelledby={`product-${product.int_glcode}`}>
      <div className={css.media}>
        <Link to="/product/$slug" params={{ slug: product.var_slug }} className={css.imageLink} tabIndex={-1} aria-hidden="true">
          <img
            className={css.image}
            src={product.var_image}
            alt=""
            loading={lead ? 'eager' : 'lazy'}
            fetchPriority={lead ? 'high' : 'auto'}
            width={300}
            height={375}
          />
        </Link>
        <button
          type="button"
          className={css.heart}
          aria-pressed={liked}
          aria-label={cardTexts.likeOf(product.var_title)}
          onClick={onToggleLike}
          data-testid="heart"
        >
          <IconHeart fill={liked ? 'currentColor' : 'none'} />
        </button>
        {overlay ? <div className={css.overlay}>{overlay}</div> : null}
      </div>
      <div className={css.body}>
        <p className={css.category}>{product.category.var_title}</p>
        <h3 className={css.title} id={`product-${product.int_glcode}`}>
          <Link to="/product/$slug" params={{ slug: product.var_slug }} className={css.titleLink}>
            {product.var_title}
          </Link>
        </h3>
        <div className={css.ratingSlot}>
          <RatingBadge average={product.total_review_value} count={product.total_review} />
        </div>
        <PriceLine selling={variant.selling_price} price={variant.price} offer={product.var_offer} />
        <div className={css.actions}>
          {withQuantity ? (
            <QuantityStepper
              value={quantity}
              stock={variant.stock}
              onIncrement={() => setQuantity((q) => Math.min(quantityMax(variant.stock), q + 1))}
              onDecrement={() => setQuantity((q) => Math.max(1, q - 1))}
            />
          ) : null}
          <button
            type="button"
            className={css.cartButton}
            aria-label={cardTexts.addToCartOf(product.var_title)}
            aria-busy={adding}
            disabled={adding}
            onClick={() => onAddToCart(withQuantity ? quantity : 1)}
            data-testid="add-to-cart"
          >
            {adding ? <Spinner label={cardTexts.addToCartOf(product.var_title)} /> : <IconCart size={20} />}
          </button>
        </div>
      </div>
    </article>
  );
}
