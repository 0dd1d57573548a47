import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderOrder, ProviderRefund } from './provider';
import { isValidSignature, paymentSignature } from './signature';

export interface SandboxPayment {
  var_payment_id: string;
  var_provider_order_id: string;
  var_payment_signature: string;
}

/** The default provider: no network, signs with the server SECRET exactly as Razorpay signs with its key secret. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  /** Every refund given, by payment id, as a real provider's books would show them. */
  readonly refunds = new Map<string, ProviderRefund[]>();

  constructor(private readonly secret: string) {}

  async createOrder(amountPaise: number, currency: 'INR', _receipt: string): Promise<ProviderOrder> {
    return {
      id: `sbx_order_${randomBytes(9).toString('base64url')}`,
      amount: amountPaise,
      currency,
      provider: 'sandbox',
      key: null,
    };
  }

  /** A successful card payment on a provider order (the caller has already judged the card). */
  pay(providerOrderId: string): SandboxPayment {
    const paymentId = `sbx_pay_${randomBytes(9).toString('base64url')}`;
    return {
      var_payment_id: paymentId,
      var_provider_order_id: providerOrderId,
      var_payment_signature: paymentSignature(providerOrderId, paymentId, this.secret),
    };
  }

  verify(providerOrderId: string, paymentId: string, signature: string): boolean {
    return isValidSignature(providerOrderId, paymentId, signature, this.secret);
  }

  /** Never one the server does not know of: its card page records the capture as it pays. */
  async takenPayment(_providerOrderId: string): Promise<string | null> {
    return null;
  }

  /** Nothing to call: the refund is recorded here, and the server records it on the payment intent. */
  async refund(paymentId: string, amountPaise: number): Promise<ProviderRefund> {
    const refund = { id: `sbx_rfnd_${randomBytes(9).toString('base64url')}`, amount: amountPaise };
    this.refunds.set(paymentId, [...(this.refunds.get(paymentId) ?? []), refund]);
    return refund;
  }
}
