import { catalogTexts } from './copy';
import * as css from './QuantityStepper.css';

/** Minus, value, plus; never below 1 (SPEC §5). */
export function QuantityStepper({
  value,
  onIncrement,
  onDecrement,
  label = catalogTexts.quantity,
}: {
  value: number;
  onIncrement: () => void;
  onDecrement: () => void;
  label?: string;
}) {
  return (
    <div className={css.stepper} role="group" aria-label={label}>
      <button type="button" className={css.step} onClick={onDecrement} disabled={value <= 1} aria-label={catalogTexts.decrease}>
        −
      </button>
      <output className={css.value} aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button type="button" className={css.step} onClick={onIncrement} aria-label={catalogTexts.increase}>
        +
      </button>
    </div>
  );
}
