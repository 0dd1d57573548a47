import { useId } from 'react';
import * as css from './StarRatingInput.css';

interface StarRatingInputProps {
  legend: string;
  /** 0 is the untouched widget: no star chosen. */
  value: number;
  max: number;
  starLabel: (n: number) => string;
  onChange: (value: number) => void;
  describedBy?: string | undefined;
}

/**
 * Whole stars as a radio group: Tab reaches it, the arrow keys choose, and a screen
 * reader hears "4 stars, 4 of 5". It starts with none chosen.
 */
export function StarRatingInput({ legend, value, max, starLabel, onChange, describedBy }: StarRatingInputProps) {
  const name = useId();
  return (
    <fieldset className={css.fieldset} aria-describedby={describedBy}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.stars}>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <span key={n}>
            <input
              className={css.radio}
              type="radio"
              id={`${name}-${n}`}
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={starLabel(n)}
            />
            <label htmlFor={`${name}-${n}`} className={css.star} data-lit={n <= value} aria-hidden="true">
              ★
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
