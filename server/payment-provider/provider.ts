/** Amounts in paise. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: 'INR';
  provider: 'sandbox' | 'razorpay';
  key: string | null;
}

export interface ProviderRefund {
  id: string;
  amount: number;
}

/** The server checks the provider's signature: the browser is never trusted to say "paid". */
export interface PaymentProvider {
  readonly name: ProviderOrder['provider'];
  createOrder(amountPaise: number, currency: 'INR', receipt: string): Promise<ProviderOrder>;
  verify(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** Safe to retry for one payment (decision 0014). */
  refund(paymentId: string, amountPaise: number): Promise<ProviderRefund>;
  /** Asked before a hold is released: the browser may have died before step 2 (decision 0014). */
  takenPayment(providerOrderId: string): Promise<string | null>;
}
