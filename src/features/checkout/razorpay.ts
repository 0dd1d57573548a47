/**
 * Razorpay's checkout.js, loaded only when a payment order says provider 'razorpay'
 * (never at first load). The server's security headers allow its origin when the shop
 * is configured for Razorpay.
 */
const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(event: 'payment.failed', handler: (response: { error: { description: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

type RazorpayConstructor = NonNullable<Window['Razorpay']>;

let loading: Promise<RazorpayConstructor> | null = null;

export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (loading) return loading;
  const load = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => reject(new Error('Razorpay did not load'));
    document.head.append(script);
  });
  // A failed load is tried again next time.
  load.catch(() => (loading = null));
  loading = load;
  return load;
}
