import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's rule, shared by the sandbox: hex HMAC-SHA256 of `order_id|payment_id`. */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Constant-time check, so a forger learns nothing from response timing. */
export function isValidSignature(orderId: string, paymentId: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(paymentSignature(orderId, paymentId, secret), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
