import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's rule, shared by the sandbox: hex HMAC-SHA256 of `order_id|payment_id`. */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Constant-time check, so a forger learns nothing from response timing. */
export function isValidSignature(orderId: string, paymentId: string, signature: string, secret: string): boolean {
  return sameText(paymentSignature(orderId, paymentId, secret), signature);
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the body exactly as sent, with the webhook secret. */
export const webhookSignature = (rawBody: Buffer, secret: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

export const isValidWebhookSignature = (rawBody: Buffer, signature: string, secret: string) =>
  sameText(webhookSignature(rawBody, secret), signature);

function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
