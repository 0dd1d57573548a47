import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { whenIdle } from '#src/app/startup/whenIdle';
import { shellTexts } from '#src/ui/copy';
import { IconChevronLeft, IconChevronRight } from '#src/ui/icons';
import { picture } from '#src/ui/picture';
import { Skeleton } from '#src/ui/Skeleton';
import type { Carousel } from './OffersEngine';
import { offerBannersQuery } from './queries';
import * as css from './OffersSlider.css';

const { aria } = shellTexts;

const OffersEngine = lazy(() => import('./OffersEngine').then((m) => ({ default: m.OffersEngine })));

/**
 * How wide a slide draws its offer (OffersSlider.css.ts): the viewport is the window less
 * 48 px each side, a slide 1/7, 1/3, 1/5 or 1/7 of it less 8 px, and the square offer
 * covers the slide's 4:5 box, so it is drawn 1.25 times the slide's width. The strip is
 * as wide as the window; the widest counted is on a 1920 px screen.
 */
const slideFit = {
  sizes: [
    '(min-width: 1022px) calc(17.86vw - 27px)',
    '(min-width: 768px) calc(25vw - 34px)',
    '(min-width: 362px) calc(41.67vw - 50px)',
    'calc(17.86vw - 27px)',
  ].join(', '),
  min: 30,
  max: 316,
};

/**
 * Embla loops only while the slides other than any one fill the viewport, each measured in whole pixels: the seed's 8
 * offers at 7 per view fall short by that rounding at 1100 or 1280 px, and the carousel stopped at its end. Fewer
 * offers than this are drawn again, the copies hidden from assistive technology, so the loop always has room: at most
 * 7 per view, and two to spare.
 */
const slidesToLoop = 9;

/**
 * Offers carousel (product §2). The first view is plain markup, laid out by CSS; Embla
 * (OffersEngine) takes the viewport over when the browser is idle or at the shopper's
 * first touch, so it is not on the first screen's path. An arrow pressed before then
 * moves the carousel once it is ready.
 */
export function OffersSlider() {
  const { data: offers } = useSuspenseQuery(offerBannersQuery());
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [selected, setSelected] = useState(0);
  const count = offers.length;
  // A copy's index names the offer it shows.
  const select = useCallback((index: number) => setSelected(index % count), [count]);
  const queuedStep = useRef<-1 | 1 | null>(null);

  useEffect(() => whenIdle(() => setWanted(true)), []);

  // The engine as the arrows read it: a ref, not state, so a tap between the engine's readiness and the render that
  // would follow it reaches the engine rather than a queue that has already been read.
  const engine = useRef<Carousel | null>(null);
  const ready = useCallback((started: Carousel) => {
    engine.current = started;
    if (queuedStep.current) started.step(queuedStep.current);
    queuedStep.current = null;
  }, []);

  const step = (direction: -1 | 1) => {
    const running = engine.current;
    if (!running) {
      queuedStep.current = direction;
      setWanted(true);
    } else running.step(direction);
  };

  if (count === 0) return null;
  // One offer has nowhere to go: no copies, no arrows.
  const copies = count > 1 ? Math.ceil(slidesToLoop / count) : 1;

  return (
    <section
      className={css.root}
      aria-roledescription="carousel"
      aria-label={aria.offers}
      data-selected={selected}
      onPointerDown={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      <div className={css.viewport} ref={setViewport}>
        <div className={css.container}>
          {offers.map((offer, i) => (
            <div
              key={offer.int_glcode}
              className={css.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={aria.slide(i + 1, count)}
            >
              <img className={css.image} {...picture(offer.var_image, slideFit)} alt={aria.offerSlide(i + 1, count)} />
            </div>
          ))}
          {Array.from({ length: copies - 1 }, (_, copy) =>
            offers.map((offer) => (
              <div key={`${copy}-${offer.int_glcode}`} className={css.slide} aria-hidden="true">
                <img className={css.image} {...picture(offer.var_image, slideFit)} alt="" />
              </div>
            )),
          )}
        </div>
      </div>
      {wanted && viewport ? (
        <Suspense fallback={null}>
          <OffersEngine viewport={viewport} onReady={ready} onSelect={select} />
        </Suspense>
      ) : null}
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${css.arrow} ${css.prev}`}
            aria-label={aria.previousOffer}
            onClick={() => step(-1)}
          >
            <IconChevronLeft />
          </button>
          <button
            type="button"
            className={`${css.arrow} ${css.next}`}
            aria-label={aria.nextOffer}
            onClick={() => step(1)}
          >
            <IconChevronRight />
          </button>
        </>
      ) : null}
    </section>
  );
}

/** The carousel's frame with slide-shaped placeholders, for the home route's pending view. */
export function OffersSliderSkeleton() {
  return (
    <div className={css.root} aria-hidden="true">
      <div className={css.viewport}>
        <div className={css.container}>
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className={css.slide}>
              <Skeleton height="auto" style={{ aspectRatio: '4 / 5' }} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
