import { cardTexts } from './copy';
import * as css from './QuantityStepper.css';

/** Minus, value, plus; never below `min`: 1 on cards and detail, 0 in the cart (SPEC §5). */
export function QuantityStepper({
  value,
  onIncrement,
  onDecrement,
  label = cardTexts.quantity,
  min = 1,
  max = Number.POSITIVE_INFINITY,
}: {
  value: number;
  onIncrement: () => void;
  onDecrement: () => void;
  label?: string;
  min?: number;
  max?: number;
}) {
  return (
    <div className={css.stepper} role="group" aria-label={label}>
      <button type="button" className={css.step} onClick={onDecrement} disabled={value <= min} aria-label={cardTexts.decrease}>
        −
      </button>
      <output className={css.value} aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button type="button" className={css.step} onClick={onIncrement} disabled={value >= max} aria-label={cardTexts.increase}>
        +
      </button>
    </div>
  );
}
