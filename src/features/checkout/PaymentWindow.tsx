import { useState } from 'react';
import type { CheckoutSnapshot } from './checkoutActor';
import type { CheckoutEvent } from '#machines/checkout.machine';
import { emptyCard } from './cardForm';
import { RazorpayWindow } from './RazorpayWindow';
import { SandboxCardDialog } from './SandboxCardDialog';

/**
 * The provider's checkout while the machine has it open: the sandbox card form, or
 * Razorpay's when the payment order says so. The card typed stays across a decline.
 */
export function PaymentWindow({ state, send }: { state: CheckoutSnapshot; send: (event: CheckoutEvent) => void }) {
  const [card, setCard] = useState(emptyCard);
  const { paymentOrder } = state.context;
  if (!state.hasTag('providerOpen') || !paymentOrder) return null;
  const provider = {
    paymentOrder,
    onSucceeded: (payment: { var_payment_id: string; var_payment_signature: string }) =>
      send({ type: 'PAYMENT_SUCCEEDED', payment }),
    onDeclined: (message: string) => send({ type: 'PAYMENT_DECLINED', message }),
    onClosed: () => send({ type: 'PROVIDER_CLOSED' }),
  };
  return paymentOrder.provider === 'razorpay' ? (
    <RazorpayWindow {...provider} />
  ) : (
    <SandboxCardDialog {...provider} card={card} onCardChange={setCard} />
  );
}
