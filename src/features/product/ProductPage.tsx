import { useCallback } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { currentStock, currentVariantId, shownImages } from '#machines/variant.machine';
import { InlineRouteError } from '#src/app/routing/RouteError';
import { useLoggedIn } from '#src/app/actors/session';
import { useCardActions } from '#src/app/components/useCardActions';
import { cardTexts, catalogTexts } from '#src/ui/copy';
import { texts } from '#rules/texts';
import { Breadcrumb } from '#src/ui/Breadcrumb';
import { hydratedApart } from '#src/ui/HydratesApart';
import { Button } from '#src/ui/Button';
import { Skeleton } from '#src/ui/Skeleton';
import { Spinner } from '#src/ui/Spinner';
import { IconHeart } from '#src/ui/icons';
import { PriceLine } from '#src/ui/PriceLine';
import { QuantityStepper } from '#src/ui/QuantityStepper';
import { RatingBadge } from '#src/ui/Rating';
import { Gallery } from './Gallery';
import { ProductTabs } from './ProductTabs';
import { productJsonLd, scriptSafeJson } from './productJsonLd';
import { productQuery, type ProductDetail } from './queries';
import { useDocumentMeta } from './useDocumentMeta';
import { useSnapshotInTransition } from './useSnapshotInTransition';
import { useVariantActor } from './useVariantActor';
import { VariantSelectors } from './VariantSelectors';
import * as css from './ProductPage.css';

// The variant lookup answers while the page is still being taken over: parts whose own
// props did not change stay out of that update (their pictures compared by address).
const GalleryPart = hydratedApart(
  Gallery,
  (before, after) =>
    before.title === after.title &&
    before.selected === after.selected &&
    before.onSelect === after.onSelect &&
    before.images.length === after.images.length &&
    before.images.every((src, i) => src === after.images[i]),
);
const TabsPart = hydratedApart(ProductTabs);

/**
 * Product detail (product §2). It never shows the previous product; it is entered at its top by
 * the router's scroll reset, which every new entry gets (Back returns where the shopper was).
 */
export function ProductPage({ slug }: { slug: string }) {
  const { data: product } = useSuspenseQuery(productQuery(slug));
  return <ProductView key={slug} product={product} />;
}

/** A failed load, 'Product not found' included (product §8): the server's message and a retry. */
export function ProductError(props: ErrorComponentProps) {
  return (
    <div className={css.page}>
      <InlineRouteError {...props} />
    </div>
  );
}

/** The route's pending view, shaped like the page so nothing moves when it arrives. */
export function ProductSkeleton() {
  return (
    <div className={css.page} aria-busy="true">
      <Skeleton width="40%" />
      <div className={css.layout}>
        <Skeleton height="auto" style={{ aspectRatio: '4 / 5' }} />
        <div className={css.info}>
          <Skeleton width="70%" height="2em" />
          <Skeleton width="30%" />
          <Skeleton height="4em" />
          <Skeleton width="50%" height="2em" />
        </div>
      </div>
    </div>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const actorRef = useVariantActor(product);
  const snapshot = useSnapshotInTransition(actorRef);
  const { context } = snapshot;
  const lookingUp = snapshot.hasTag('lookingUp');
  const lookupFailed = snapshot.hasTag('lookupFailed');
  const adding = snapshot.hasTag('adding');
  const notifying = snapshot.hasTag('notifying');
  const signedIn = useLoggedIn();
  const heart = useCardActions(product);
  useDocumentMeta(product.meta_title || product.var_title, product.meta_description || product.var_short_description);

  const selectImage = useCallback((index: number) => actorRef.send({ type: 'SELECT_IMAGE', index }), [actorRef]);

  const { detail } = context;
  const images = shownImages(context);
  const selling = detail?.selling_price ?? product.default_variant.selling_price;
  const price = detail?.price ?? product.default_variant.price;
  const offer = detail ? (price > 0 ? Math.round(((price - selling) / price) * 100) : 0) : product.var_offer;
  const variantId = currentVariantId(context);
  const stock = currentStock(context);
  // A sold-out choice offers to mail the shopper when it is back, in place of Add to cart (decision 0038).
  const soldOut = variantId !== null && stock <= 0;
  // The product's own address, the same in the server's drawing and in the browser.
  const router = useRouter();
  const pageUrl = new URL(
    router.buildLocation({ to: '/product/$slug', params: { slug: product.var_slug } }).publicHref,
    router.origin,
  ).href;
  const absolute = (path: string) => new URL(path, pageUrl).href;

  return (
    <div className={css.page}>
      <Breadcrumb
        items={[
          { label: product.category.var_title, to: `/shop/${product.category.var_slug}` },
          // A one-word category is one level: its sub-category of the same name is not said twice.
          ...(product.subcategory.var_title === product.category.var_title
            ? []
            : [
                {
                  label: product.subcategory.var_title,
                  to: `/shop/${product.category.var_slug}/${product.subcategory.var_slug}`,
                },
              ]),
          { label: product.var_title },
        ]}
      />
      <div className={css.layout}>
        <GalleryPart title={product.var_title} images={images} selected={context.imageIndex} onSelect={selectImage} />
        <div className={css.info}>
          <div className={css.titleRow}>
            <h1 className={css.title}>{product.var_title}</h1>
            <button
              type="button"
              className={css.heart}
              aria-pressed={heart.liked}
              aria-label={cardTexts.likeOf(product.var_title)}
              onClick={heart.onToggleLike}
              data-testid="heart"
            >
              <IconHeart fill={heart.liked ? 'currentColor' : 'none'} />
            </button>
          </div>
          <RatingBadge average={product.ratting} count={product.total_review} />
          <p className={css.short}>{product.var_short_description}</p>
          <div aria-busy={lookingUp} data-testid="price">
            <PriceLine selling={selling} price={price} offer={offer} large />
          </div>
          <p className={css.stock} aria-live="polite" data-testid="stock">
            {variantId !== null && stock > 0
              ? texts.stockLeft(stock)
              : variantId !== null && detail
                ? catalogTexts.outOfStockLine
                : '\u00a0'}
          </p>
          <VariantSelectors
            options={context.options}
            variants={context.variants}
            selection={context.selection}
            onSelect={(index, valueId) => actorRef.send({ type: 'SELECT', index, valueId })}
          />
          {lookupFailed ? (
            <div className={css.lookupError} role="alert">
              <span>{context.lookupError ?? catalogTexts.lookupFailed}</span>
              <Button tone="secondary" size="sm" onClick={() => actorRef.send({ type: 'RETRY' })}>
                {catalogTexts.retry}
              </Button>
            </div>
          ) : null}
          <div className={css.buy}>
            <QuantityStepper
              value={context.quantity}
              stock={variantId === null ? undefined : stock}
              onIncrement={() => actorRef.send({ type: 'INCREMENT' })}
              onDecrement={() => actorRef.send({ type: 'DECREMENT' })}
            />
            {!soldOut ? (
              <Button
                onClick={() => actorRef.send({ type: 'ADD_TO_CART', signedIn })}
                disabled={adding}
                aria-busy={adding}
                data-testid="add-to-cart"
              >
                {/* The button's own name stays 'Add to cart'; aria-busy says it is working. */}
                {adding ? (
                  <span aria-hidden="true">
                    <Spinner />
                  </span>
                ) : null}
                {texts.addToCart}
              </Button>
            ) : context.notifiedFor === variantId ? (
              <p className={css.notified} role="status" data-testid="notify-done">
                {catalogTexts.notifyMeDone}
              </p>
            ) : (
              <Button
                onClick={() => actorRef.send({ type: 'NOTIFY_ME', signedIn })}
                disabled={notifying}
                aria-busy={notifying}
                data-testid="notify-me"
              >
                {notifying ? (
                  <span aria-hidden="true">
                    <Spinner />
                  </span>
                ) : null}
                {catalogTexts.notifyMe}
              </Button>
            )}
          </div>
          <p className={css.message} role="alert" data-testid="variant-message">
            {context.message}
          </p>
        </div>
      </div>
      <TabsPart product={product} />
      <script
        type="application/ld+json"
        // Structured data for search engines; the JSON is escaped so it cannot end the tag.
        dangerouslySetInnerHTML={{
          __html: scriptSafeJson(
            productJsonLd(product, pageUrl, absolute(images[0] ?? product.var_image), selling, stock),
          ),
        }}
      />
    </div>
  );
}
