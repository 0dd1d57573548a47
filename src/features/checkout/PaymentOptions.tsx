import type { PaymentMode } from '#machines/checkout.machine';
import { texts } from '#rules/texts';
import { checkoutTexts } from '#src/ui/copy';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as css from './checkout.css';

const modes: PaymentMode[] = ['C', 'O'];

/** Cash on delivery (the default, product §3) or online card payment. */
export function PaymentOptions({
  selected,
  disabled,
  onSelect,
}: {
  selected: PaymentMode | null;
  disabled: boolean;
  onSelect: (mode: PaymentMode) => void;
}) {
  return (
    <fieldset className={css.choices} disabled={disabled}>
      <VisuallyHidden.Root asChild>
        <legend>{texts.checkoutSections.paymentOptions}</legend>
      </VisuallyHidden.Root>
      {modes.map((mode) => (
        <label key={mode} className={css.choice}>
          <input
            type="radio"
            name="payment-mode"
            value={mode}
            checked={selected === mode}
            onChange={() => onSelect(mode)}
          />
          <span>
            <span className={css.choiceTitle}>{checkoutTexts.paymentModes[mode]}</span>
            <br />
            <span className={css.muted}>{checkoutTexts.paymentHints[mode]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
