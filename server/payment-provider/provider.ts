/** A provider-side order the shopper pays against (amount in paise). */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: 'INR';
  provider: 'sandbox' | 'razorpay';
  /** Public key the browser checkout needs; null for the sandbox. */
  key: string | null;
}

/** Money given back on a payment (amount in paise). */
export interface ProviderRefund {
  id: string;
  amount: number;
}

/**
 * What the shop needs from a card payment provider. The server creates the
 * provider order and later checks the provider's signature over
 * (order id, payment id): the browser is never trusted to say "paid".
 */
export interface PaymentProvider {
  readonly name: ProviderOrder['provider'];
  createOrder(amountPaise: number, currency: 'INR', receipt: string): Promise<ProviderOrder>;
  verify(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** Gives a captured payment back, when no order could be made for it (decision 0014). Safe to retry for one payment. */
  refund(paymentId: string, amountPaise: number): Promise<ProviderRefund>;
  /**
   * The id of a payment the provider took on this provider order, or null. Asked before a
   * hold is released: the browser may have died between paying and step 2, and then this
   * is the only way the server learns of the money (decision 0014).
   */
  takenPayment(providerOrderId: string): Promise<string | null>;
}
