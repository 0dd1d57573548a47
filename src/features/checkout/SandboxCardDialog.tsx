import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, unwrap } from '#openapi/client';
import type { PaymentOrder, ProviderPayment } from '#machines/checkout.machine';
import { textLimits } from '#rules/limits';
import { api } from '#src/app/api/api';
import { Button } from '#src/ui/Button';
import { checkoutTexts } from '#src/ui/copy';
import { Dialog } from '#src/ui/Dialog';
import { FormField } from '#src/ui/FormField';
import { FormStatus } from '#src/ui/FormStatus';
import { formatPrice } from '#src/ui/price';
import { Spinner } from '#src/ui/Spinner';
import { cardErrors, type CardValues } from './cardForm';
import * as css from './checkout.css';

const copy = checkoutTexts.card;

export interface ProviderProps {
  paymentOrder: PaymentOrder;
  onSucceeded: (payment: ProviderPayment) => void;
  onDeclined: (message: string) => void;
  onClosed: () => void;
}

/**
 * The built-in sandbox provider's card form, treated like a third party's checkout: it
 * pays the provider order and tells the machine how it went. A refused card (400) or a
 * provider order it will not pay (409) is a decline; a call that did not get through
 * stays here to be sent again.
 */
export function SandboxCardDialog({
  paymentOrder,
  onSucceeded,
  onDeclined,
  onClosed,
  card,
  onCardChange,
}: ProviderProps & { card: CardValues; onCardChange: (card: CardValues) => void }) {
  const [tried, setTried] = useState(false);
  const pay = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/sandbox/checkout', {
          body: {
            order_id: paymentOrder.id,
            card_number: card.number.trim(),
            card_expiry: card.expiry.trim(),
            card_cvc: card.cvc.trim(),
          },
        }),
      ),
    onSuccess: ({ var_payment_id, var_payment_signature }) => onSucceeded({ var_payment_id, var_payment_signature }),
    onError: (error) => {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return;
      onCardChange({ ...card, cvc: '' });
      onDeclined(error.message);
    },
  });
  const errors = tried ? cardErrors(card) : {};
  const amount = formatPrice(paymentOrder.amount / 100);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(cardErrors(card)).length === 0) pay.mutate();
  };
  const change = (key: keyof CardValues) => (event: { target: { value: string } }) =>
    onCardChange({ ...card, [key]: event.target.value });
  const failure =
    pay.error && !(pay.error instanceof ApiError && (pay.error.status === 400 || pay.error.status === 409))
      ? pay.error.message
      : undefined;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !pay.isPending && onClosed()}>
      <Dialog.Content
        // The machine moves focus to what comes next (its message), not back to a trigger.
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <Dialog.Title>{copy.title}</Dialog.Title>
        <Dialog.Description>{copy.amount(amount)}</Dialog.Description>
        <form className={css.cardForm} noValidate onSubmit={submit} aria-busy={pay.isPending}>
          <FormField
            label={copy.number}
            value={card.number}
            onChange={change('number')}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={textLimits.cardNumber}
            error={errors.number}
          />
          <div className={css.cardRow}>
            <FormField
              label={copy.expiry}
              value={card.expiry}
              onChange={change('expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={textLimits.cardExpiry}
              placeholder="MM/YY"
              error={errors.expiry}
            />
            <FormField
              label={copy.cvc}
              value={card.cvc}
              onChange={change('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={textLimits.cardCvc}
              error={errors.cvc}
            />
          </div>
          <p className={css.hint}>{copy.testCards}</p>
          <FormStatus tone="error" message={failure} />
          <Dialog.Actions>
            <Button tone="ghost" onClick={onClosed} disabled={pay.isPending}>
              {copy.close}
            </Button>
            <Button type="submit" disabled={pay.isPending}>
              {pay.isPending ? <Spinner label={copy.paying} /> : copy.pay(amount)}
            </Button>
          </Dialog.Actions>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
