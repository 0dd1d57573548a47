import { z } from 'zod';
import type { PaymentProvider, ProviderOrder, ProviderRefund } from './provider';
import { isValidSignature } from './signature';

const API = 'https://api.razorpay.com/v1';

/** Another server's JSON, checked as it arrives. */
const razorpayOrder = z.object({ id: z.string(), amount: z.number(), currency: z.string() });
const razorpayRefund = z.object({ id: z.string(), amount: z.number() });
const razorpayPayments = z.object({ items: z.array(z.object({ id: z.string(), status: z.string() })) });

/** https://razorpay.com/docs/api/ */
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

  /** Keyed by the payment, so a retry after a lost answer never refunds twice. */
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

  /** An authorized payment counts as taken: automatic capture follows, and step 2 would accept it too. */
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

  verify(providerOrderId: string, paymentId: string, signature: string): boolean {
    return isValidSignature(providerOrderId, paymentId, signature, this.keySecret);
  }
}
