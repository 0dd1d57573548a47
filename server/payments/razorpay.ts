import type { PaymentProvider, ProviderOrder } from './provider';
import { isValidSignature } from './signature';

const ORDERS_URL = 'https://api.razorpay.com/v1/orders';

interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
}

/** Razorpay Orders API (https://razorpay.com/docs/api/orders/) behind the shop's provider interface. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;

  constructor(
    private readonly keyId: string,
    private readonly keySecret: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async createOrder(amountPaise: number, currency: 'INR', receipt: string): Promise<ProviderOrder> {
    const auth = Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64');
    const response = await this.fetchImpl(ORDERS_URL, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: amountPaise, currency, receipt }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Razorpay orders API answered ${response.status}`);
    const order = (await response.json()) as RazorpayOrder;
    return { id: order.id, amount: order.amount, currency, provider: 'razorpay', key: this.keyId };
  }

  /** Razorpay's checkout signature: HMAC-SHA256(order_id|payment_id, key_secret). */
  verify(providerOrderId: string, paymentId: string, signature: string): boolean {
    return isValidSignature(providerOrderId, paymentId, signature, this.keySecret);
  }
}
