import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderOrder, ProviderRefund } from './provider';
import { isValidSignature, paymentSignature } from './signature';

export interface SandboxPayment {
  var_payment_id: string;
  var_provider_order_id: string;
  var_payment_signature: string;
}

/** No network; signs with the server SECRET as Razorpay signs with its key secret. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

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

  /** The caller has already judged the card. */
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

  /** The sandbox's card page records the capture as it pays. */
  async takenPayment(_providerOrderId: string): Promise<string | null> {
    return null;
  }

  async refund(paymentId: string, amountPaise: number): Promise<ProviderRefund> {
    const refund = { id: `sbx_rfnd_${randomBytes(9).toString('base64url')}`, amount: amountPaise };
    this.refunds.set(paymentId, [...(this.refunds.get(paymentId) ?? []), refund]);
    return refund;
  }
}
