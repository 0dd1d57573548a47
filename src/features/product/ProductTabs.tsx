import { lazy, Suspense, useDeferredValue } from 'react';
import { useHydrated } from '@tanstack/react-router';
import { texts } from '#rules/texts';
import { catalogTexts } from '#src/ui/copy';
import { Skeleton } from '#src/ui/Skeleton';
import { Tabs } from '#src/ui/Tabs';
import type { ProductDetail } from './queries';
import * as css from './ProductPage.css';
// RichHtml's styles come with the page's own (it loads later, below): a style sheet added
// once the page shows would have the browser restyle and lay out the whole page again.
import '#src/ui/RichHtml.css';

// The tabs sit below the gallery: DOMPurify (about 11 kB gzip) loads after the product's
// first screen instead of with it (decision 0016). It cleans HTML with the browser's own
// parser, so the server draws the placeholder, and so does the pass that hydrates it.
const RichHtml = lazy(() => import('#src/ui/RichHtml').then((m) => ({ default: m.RichHtml })));

const specificationPending = (
  <div aria-busy="true">
    <Skeleton height="6em" />
  </div>
);

/**
 * The placeholder while hydrating (as the server drew it), then the specification in a
 * render React may slice (a deferred value): `ClientOnly`'s differing snapshot made React
 * re-render it synchronously right after hydrating, one long task with the tabs (decision 0019).
 */
function Specification({ html }: { html: string }) {
  const hydrated = useHydrated();
  const shown = useDeferredValue(hydrated);
  return shown ? (
    <Suspense fallback={specificationPending}>
      <RichHtml html={html} />
    </Suspense>
  ) : (
    specificationPending
  );
}

/** Specification (sanitised server HTML), Ratings & Reviews, Delivery & Return (product §2). */
export function ProductTabs({ product }: { product: ProductDetail }) {
  return (
    <Tabs.Root defaultValue="specification" className={css.tabs}>
      <Tabs.List aria-label={product.var_title}>
        <Tabs.Trigger value="specification">{texts.tabs.specification}</Tabs.Trigger>
        <Tabs.Trigger value="reviews">{texts.tabs.reviews}</Tabs.Trigger>
        <Tabs.Trigger value="delivery">{texts.tabs.delivery}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="specification" className={css.tabPanel}>
        <Specification html={product.txt_nutrition} />
      </Tabs.Content>
      <Tabs.Content value="reviews" className={css.tabPanel}>
        {product.reviews.length === 0 ? (
          <p>{catalogTexts.noReviews}</p>
        ) : (
          <ul className={css.reviews}>
            {product.reviews.map((review, i) => (
              <li key={`${review.var_name}-${i}`} className={css.review}>
                <p className={css.reviewHead}>
                  <span className={css.reviewStars} role="img" aria-label={`${review.rating} / 5`}>
                    {'★'.repeat(Math.round(review.rating))}
                    <span aria-hidden="true" className={css.reviewStarsOff}>
                      {'★'.repeat(5 - Math.round(review.rating))}
                    </span>
                  </span>
                  <strong>{review.var_name}</strong>
                </p>
                <p>{review.review_text}</p>
              </li>
            ))}
          </ul>
        )}
      </Tabs.Content>
      <Tabs.Content value="delivery" className={css.tabPanel}>
        <ul className={css.delivery}>
          <li>{texts.delivery.metros}</li>
          <li>{texts.delivery.otherCities}</li>
          <li>{texts.delivery.speedPost}</li>
        </ul>
      </Tabs.Content>
    </Tabs.Root>
  );
}
