import { useId, type FormEvent } from 'react';
import type { CheckoutSnapshot } from './checkoutActor';
import { textLimits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import { checkoutTexts } from '#src/ui/copy';
import { Spinner } from '#src/ui/Spinner';
import * as field from '#src/ui/field.css';
import * as css from './checkout.css';

type Send = (
  event: { type: 'CHANGE_COUPON'; code: string } | { type: 'APPLY_COUPON' } | { type: 'REMOVE_COUPON' },
) => void;

/** The coupon box (product §5: needs text; §8: the refusal in red under it, aria-describedby). */
export function CouponBox({ state, send }: { state: CheckoutSnapshot; send: Send }) {
  const id = useId();
  const errorId = `${id}-error`;
  const { couponText, couponError, selection } = state.context;
  const applying = state.hasTag('couponApplying');

  if (state.hasTag('couponApplied')) {
    return (
      <div className={css.couponApplied} role="status">
        <span>{checkoutTexts.couponApplied(selection.promocode)}</span>
        <Button
          tone="ghost"
          size="sm"
          onClick={() => send({ type: 'REMOVE_COUPON' })}
          disabled={!state.can({ type: 'REMOVE_COUPON' })}
        >
          {checkoutTexts.removeCoupon}
        </Button>
      </div>
    );
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'APPLY_COUPON' });
  };
  return (
    <form className={css.coupon} onSubmit={apply} noValidate>
      <label htmlFor={id} className={field.label}>
        {checkoutTexts.couponLabel}
      </label>
      <div className={css.couponRow}>
        <input
          id={id}
          className={field.input}
          value={couponText}
          readOnly={applying}
          autoComplete="off"
          maxLength={textLimits.couponCode}
          aria-invalid={couponError ? true : undefined}
          aria-describedby={couponError ? errorId : undefined}
          onChange={(event) => send({ type: 'CHANGE_COUPON', code: event.target.value })}
        />
        <Button type="submit" tone="secondary" disabled={!state.can({ type: 'APPLY_COUPON' })}>
          {applying ? <Spinner label={checkoutTexts.applying} /> : checkoutTexts.apply}
        </Button>
      </div>
      {couponError ? (
        <p id={errorId} className={css.couponError} role="alert">
          {couponError}
        </p>
      ) : null}
    </form>
  );
}
