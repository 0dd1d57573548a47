import { useId } from 'react';
import { limits, quantityMax } from '#rules/limits';
import { cardTexts } from './copy';
import * as css from './QuantityStepper.css';

/**
 * Minus, value, plus: never below `min` (1 on cards and the product page, 0 in the cart,
 * product §5), never above what one cart line may hold, the cart line's cap or the `stock`
 * when it is known and lower (rules/limits.ts), so no choice here is one the server
 * refuses. At the top a hint says why plus stops, and plus is described by it.
 */
export function QuantityStepper({
  value,
  onIncrement,
  onDecrement,
  label = cardTexts.quantity,
  min = 1,
  stock,
}: {
  value: number;
  onIncrement: () => void;
  onDecrement: () => void;
  label?: string;
  min?: number;
  /** Units in stock of what is being chosen, when known. */
  stock?: number;
}) {
  const hintId = useId();
  const atTop = value >= quantityMax(stock);
  const hint = atTop ? whyNoMore(stock) : null;
  return (
    <div className={css.control}>
      <div className={css.stepper} role="group" aria-label={label}>
        <button
          type="button"
          className={css.step}
          onClick={onDecrement}
          disabled={value <= min}
          aria-label={cardTexts.decrease}
        >
          −
        </button>
        <output className={css.value} aria-live="polite" aria-label={label}>
          {value}
        </output>
        <button
          type="button"
          className={css.step}
          onClick={onIncrement}
          disabled={atTop}
          aria-label={cardTexts.increase}
          aria-describedby={hint ? hintId : undefined}
        >
          +
        </button>
      </div>
      <p id={hintId} className={css.hint} aria-live="polite">
        {hint}
      </p>
    </div>
  );
}

/** Why the quantity can go no higher; nothing when nothing is in stock (the page says so itself). */
function whyNoMore(stock: number | undefined): string | null {
  if (stock === undefined || stock >= limits.perCartLine) return cardTexts.atMostPerOrder(limits.perCartLine);
  return stock > 0 ? cardTexts.onlyLeft(stock) : null;
}
