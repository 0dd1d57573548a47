import { useCallback, useEffect, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { durations } from '../../../spec/durations';
import { shellTexts } from '../../ui/copy';
import { IconChevronLeft, IconChevronRight } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { offerBannersQuery } from './queries';
import * as css from './OffersSlider.css';

const { aria } = shellTexts;

/**
 * Offers carousel: loops, autoplays every 2000 ms and keeps playing after the shopper
 * interacts (SPEC §2). Slides per view come from CSS widths, which Embla measures.
 */
export function OffersSlider() {
  const { data: offers } = useSuspenseQuery(offerBannersQuery());
  const [autoplay] = useState(() =>
    Autoplay({ delay: durations.offersCarouselDelay, stopOnInteraction: false, stopOnMouseEnter: false }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (offers.length === 0) return null;

  return (
    <section className={css.root} aria-roledescription="carousel" aria-label={aria.offers} data-selected={selected}>
      <div className={css.viewport} ref={viewportRef}>
        <div className={css.container}>
          {offers.map((offer, i) => (
            <div
              key={offer.int_glcode}
              className={css.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={aria.slide(i + 1, offers.length)}
            >
              <img className={css.image} src={offer.var_image} alt={aria.offerSlide(i + 1, offers.length)} />
            </div>
          ))}
        </div>
      </div>
      <button type="button" className={`${css.arrow} ${css.prev}`} aria-label={aria.previousOffer} onClick={prev}>
        <IconChevronLeft />
      </button>
      <button type="button" className={`${css.arrow} ${css.next}`} aria-label={aria.nextOffer} onClick={next}>
        <IconChevronRight />
      </button>
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
