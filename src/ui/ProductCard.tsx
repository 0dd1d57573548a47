import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Schemas } from '#openapi/client';
import { quantityMax } from '#rules/limits';
import { cardTexts } from './copy';
import { Spinner } from './Spinner';
import { IconCart, IconHeart } from './icons';
import { picture, type PictureFit } from './picture';
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
 * How wide the grids of home's New Arrivals, the listing, the New Arrivals page and the
 * wishlist draw the card's picture (a 4:5 picture in a 4:5 box, inside a 1 px border):
 * at each width the widest of them, so no grid gets a stretched picture. Two columns on a
 * phone; from md three (home, New Arrivals) or two beside the listing's 240 px filters,
 * which are wider from 832 px; from lg four, or three beside the filters, wider from
 * 1136 px; from 1280 px the page stops growing. (ProductCard.css.ts, ProductGrid.css.ts,
 * ListingPage.css.ts, the pages' 16 px padding.)
 */
const gridFit: PictureFit = {
  sizes: [
    '(min-width: 1280px) 310px',
    '(min-width: 1136px) calc(33.3vw - 117px)',
    '(min-width: 1024px) calc(25vw - 22px)',
    '(min-width: 832px) calc(50vw - 162px)',
    '(min-width: 768px) calc(33.3vw - 23px)',
    'calc(50vw - 26px)',
  ].join(', '),
  min: 134,
  max: 358,
};

/**
 * The one product card (product §2): New Arrivals, listing, search results and wishlist.
 * The quantity is the card's own (starting at 1, at most one cart line's cap or the default
 * variant's stock, whichever is less); a grid re-creates its cards on a fresh load, which
 * resets it (product §4).
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
  imageFit = gridFit,
}: CardActions & {
  product: Schemas['ProductListItem'];
  withQuantity?: boolean;
  /** Extra controls shown over the image on hover or focus (the search page's share menu). */
  overlay?: ReactNode;
  /** The page's largest picture on a phone (its LCP): fetched at once and first, not lazily. */
  lead?: boolean;
  /** How wide the page's grid draws the picture, when it is not one of the usual grids. */
  imageFit?: PictureFit;
}) {
  const [quantity, setQuantity] = useState(1);
  const { default_variant: variant } = product;
  return (
    <article className={css.card} data-testid="product-card" aria-labelledby={`product-${product.int_glcode}`}>
      <div className={css.media}>
        <Link
          to="/product/$slug"
          params={{ slug: product.var_slug }}
          className={css.imageLink}
          tabIndex={-1}
          aria-hidden="true"
        >
          <img
            className={css.image}
            {...picture(product.var_image, imageFit)}
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
