import { useState } from 'react';
import { Slider } from 'radix-ui';
import { catalogTexts } from '#src/ui/copy';
import { limits } from '#rules/limits';
import { formatPrice } from '#src/ui/price';
import * as css from './Filters.css';

/**
 * Two-thumb price range 0..100000. The thumbs move locally while dragged; the URL (and
 * so the query) changes once, when the shopper lets go.
 */
export function PriceSlider({
  min,
  max,
  onCommit,
}: {
  min: number;
  max: number;
  onCommit: (range: [number, number]) => void;
}) {
  const [draft, setDraft] = useState<[number, number] | null>(null);
  const [low, high] = draft ?? [min, max];
  return (
    <div className={css.price}>
      <Slider.Root
        className={css.sliderRoot}
        min={limits.priceMin}
        max={limits.priceMax}
        step={500}
        minStepsBetweenThumbs={1}
        value={[low, high]}
        onValueChange={(value) => setDraft([value[0] ?? low, value[1] ?? high])}
        onValueCommit={(value) => {
          setDraft(null);
          onCommit([value[0] ?? low, value[1] ?? high]);
        }}
      >
        <Slider.Track className={css.sliderTrack}>
          <Slider.Range className={css.sliderRange} />
        </Slider.Track>
        <Slider.Thumb
          className={css.sliderThumb}
          aria-label={catalogTexts.priceFrom}
          aria-valuetext={formatPrice(low)}
        />
        <Slider.Thumb
          className={css.sliderThumb}
          aria-label={catalogTexts.priceTo}
          aria-valuetext={formatPrice(high)}
        />
      </Slider.Root>
      <p className={css.priceValues} data-testid="price-range">
        <span>{formatPrice(low)}</span>
        <span>{formatPrice(high)}</span>
      </p>
    </div>
  );
}
