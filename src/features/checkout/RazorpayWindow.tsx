import { useEffect, useEffectEvent } from 'react';
import { checkoutTexts } from '#src/ui/copy';
import { loadRazorpay } from './razorpay';
import type { ProviderProps } from './SandboxCardDialog';

/** Opens Razorpay's own checkout for the provider order, and closes it when the machine moves on. */
export function RazorpayWindow({ paymentOrder, onSucceeded, onDeclined, onClosed }: ProviderProps) {
  const succeeded = useEffectEvent(onSucceeded);
  const declined = useEffectEvent(onDeclined);
  const closed = useEffectEvent(onClosed);
  useEffect(() => {
    let disposed = false;
    let checkout: { close(): void } | null = null;
    loadRazorpay()
      .then((Razorpay) => {
        if (disposed) return;
        const rzp = new Razorpay({
          key: paymentOrder.key ?? '',
          amount: paymentOrder.amount,
          currency: paymentOrder.currency,
          order_id: paymentOrder.id,
          handler: (response) =>
            succeeded({
              var_payment_id: response.razorpay_payment_id,
              var_payment_signature: response.razorpay_signature,
            }),
          // Closing it ourselves (the machine moved on) is not the shopper closing it.
          modal: { ondismiss: () => !disposed && closed() },
        });
        rzp.on('payment.failed', (response) => declined(response.error.description));
        rzp.open();
        checkout = rzp;
      })
      .catch(() => !disposed && declined(checkoutTexts.razorpayFailed));
    return () => {
      disposed = true;
      checkout?.close();
    };
  }, [paymentOrder]);
  return null;
}
