import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's rule, shared by the sandbox. */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function isValidSignature(orderId: string, paymentId: string, signature: string, secret: string): boolean {
  return sameText(paymentSignature(orderId, paymentId, secret), signature);
}

/** Over the body exactly as sent. */
export const webhookSignature = (rawBody: Buffer, secret: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

export const isValidWebhookSignature = (rawBody: Buffer, signature: string, secret: string) =>
  sameText(webhookSignature(rawBody, secret), signature);

function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
