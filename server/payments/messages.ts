/**
 * What the server says about online payments and a changed total, in one place: the
 * storefront shows these messages as they are, so each says what happened and what to do.
 */
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const paymentMessages = {
  created: 'Payment order created',
  amountRequired: 'amount is required to start an online payment',
  totalChanged: (payable: number) =>
    `The total is now ${rupees(payable)}: a price changed since you looked. Check your cart and place the order again.`,
  stepTwoFields: 'var_provider_order_id and var_payment_signature are required',
  notVerified: 'The payment could not be verified',
  refunded: 'We could not place your order, so your payment was refunded in full. Check your cart and try again.',
  notFound: 'Payment not found',
  providerOrderNotFound: 'Payment order not found',
  sandboxDisabled: 'The payment sandbox is not enabled',
  cancelled: 'Payment cancelled',
  alreadyPaid: 'This payment was already made',
  alreadyRefunded: 'This payment was already refunded',
  expired: 'This payment has expired and its items were released. Start the payment again.',
  wasCancelled: 'This payment was cancelled. Start the payment again.',
};
