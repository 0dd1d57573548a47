import { useEffect, useState } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { durations } from '#rules/durations';

export type Carousel = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla on the offers' viewport: loops, autoplays every 2000 ms and keeps playing after
 * the shopper interacts (product §2). Slides per view come from CSS widths, which Embla
 * measures. Loaded after the first screen (OffersSlider), it renders nothing itself.
 */
export function OffersEngine({
  viewport,
  onReady,
  onSelect,
}: {
  viewport: HTMLElement;
  onReady: (carousel: Carousel) => void;
  onSelect: (index: number) => void;
}) {
  const [autoplay] = useState(() =>
    Autoplay({ delay: durations.offersCarouselDelay, stopOnInteraction: false, stopOnMouseEnter: false }),
  );
  const [bind, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);

  useEffect(() => bind(viewport), [bind, viewport]);

  useEffect(() => {
    if (!embla) return;
    const select = () => onSelect(embla.selectedScrollSnap());
    select();
    embla.on('select', select).on('reInit', select);
    onReady(embla);
    return () => {
      embla.off('select', select).off('reInit', select);
    };
  }, [embla, onReady, onSelect]);

  return null;
}
