import type { PaymentProvider } from './provider';
import { RazorpayProvider } from './razorpay';
import { SandboxProvider } from './sandbox';

export interface PaymentSettings {
  provider: 'sandbox' | 'razorpay';
  secret: string;
  razorpayKeyId?: string | undefined;
  razorpayKeySecret?: string | undefined;
}

/** Razorpay without keys is a startup error, not a runtime one. */
export function createPaymentProvider(settings: PaymentSettings): PaymentProvider {
  if (settings.provider === 'razorpay') {
    if (!settings.razorpayKeyId || !settings.razorpayKeySecret) {
      throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    }
    return new RazorpayProvider(settings.razorpayKeyId, settings.razorpayKeySecret);
  }
  return new SandboxProvider(settings.secret);
}
