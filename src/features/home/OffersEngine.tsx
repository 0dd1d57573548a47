import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { durations } from '#rules/durations';

/** What the arrows ask of the running carousel. */
export interface Carousel {
  step(direction: -1 | 1): void;
}

/**
 * Under reduced motion the carousel still moves on, as the spec asks, but in a jump: Embla's slide is drawn in
 * script, frame by frame, where no CSS media query reaches it. Autoplay reads it when the engine starts, an arrow at
 * each press.
 */
const jumps = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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
    Autoplay({
      delay: durations.offersCarouselDelay,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      jump: jumps(),
    }),
  );
  const [bind, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);

  useEffect(() => bind(viewport), [bind, viewport]);

  useEffect(() => {
    if (!embla) return;
    const select = () => onSelect(embla.selectedScrollSnap());
    select();
    embla.on('select', select).on('reInit', select);
    onReady({ step: (direction) => (direction === 1 ? embla.scrollNext(jumps()) : embla.scrollPrev(jumps())) });
    return () => {
      embla.off('select', select).off('reInit', select);
    };
  }, [embla, onReady, onSelect]);

  return null;
}
