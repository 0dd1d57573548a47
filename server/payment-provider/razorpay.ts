import { z } from 'zod';
import type { PaymentProvider, ProviderOrder, ProviderRefund } from './provider';
import { isValidSignature } from './signature';

const API = 'https://api.razorpay.com/v1';

/** What is read of Razorpay's answers, checked as they arrive: another server's JSON. */
const razorpayOrder = z.object({ id: z.string(), amount: z.number(), currency: z.string() });
const razorpayRefund = z.object({ id: z.string(), amount: z.number() });
/** A payment's status is created, authorized, captured, refunded or failed; one Razorpay adds later is none of those we look for. */
const razorpayPayments = z.object({ items: z.array(z.object({ id: z.string(), status: z.string() })) });

/** Razorpay's Orders, Payments and Refunds APIs (https://razorpay.com/docs/api/) behind the shop's provider interface. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;

  constructor(
    private readonly keyId: string,
    private readonly keySecret: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async createOrder(amountPaise: number, currency: 'INR', receipt: string): Promise<ProviderOrder> {
    const order = await this.call(razorpayOrder, 'POST', '/orders', { amount: amountPaise, currency, receipt });
    return { id: order.id, amount: order.amount, currency, provider: 'razorpay', key: this.keyId };
  }

  /**
   * Razorpay Refunds API (https://razorpay.com/docs/api/refunds/create-normal/). The
   * idempotency key is the payment's own, so a retry after a lost answer never refunds twice.
   */
  async refund(paymentId: string, amountPaise: number): Promise<ProviderRefund> {
    const refund = await this.call(
      razorpayRefund,
      'POST',
      `/payments/${encodeURIComponent(paymentId)}/refund`,
      { amount: amountPaise },
      { 'x-refund-idempotency': `refund_${paymentId}` },
    );
    return { id: refund.id, amount: refund.amount };
  }

  /**
   * Razorpay's payments on an order (https://razorpay.com/docs/api/orders/fetch-payments/).
   * An authorized payment counts as taken: the money is blocked on the card, automatic
   * capture takes it within moments, and step 2 would have accepted its signature too.
   */
  async takenPayment(providerOrderId: string): Promise<string | null> {
    const { items } = await this.call(
      razorpayPayments,
      'GET',
      `/orders/${encodeURIComponent(providerOrderId)}/payments`,
    );
    const taken =
      items.find((payment) => payment.status === 'captured') ??
      items.find((payment) => payment.status === 'authorized');
    return taken?.id ?? null;
  }

  private async call<T>(
    answer: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const auth = Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64');
    const response = await this.fetchImpl(`${API}${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    // The status only: Razorpay's error body can quote the request.
    if (!response.ok) throw new Error(`Razorpay answered ${response.status} to ${method} ${path}`);
    return answer.parse(await response.json());
  }

  /** Razorpay's checkout signature: HMAC-SHA256(order_id|payment_id, key_secret). */
  verify(providerOrderId: string, paymentId: string, signature: string): boolean {
    return isValidSignature(providerOrderId, paymentId, signature, this.keySecret);
  }
}
