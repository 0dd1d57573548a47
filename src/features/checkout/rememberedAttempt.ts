/**
 * An online payment not settled yet, kept in sessionStorage so a reload of the checkout
 * comes back to the same payment (the checkout machine's `remembered` input).
 */
import type { RememberedAttempt } from '#machines/checkout.machine';

const ATTEMPT_KEY = 'statefront:checkout-payment';

export function readRemembered(): RememberedAttempt | null {
  try {
    const stored = sessionStorage.getItem(ATTEMPT_KEY);
    return stored ? (JSON.parse(stored) as RememberedAttempt) : null;
  } catch {
    return null; // storage unavailable or not ours: nothing to resume
  }
}

export function remember(attempt: RememberedAttempt): void {
  sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
}

export function forgetRemembered(): void {
  sessionStorage.removeItem(ATTEMPT_KEY);
}
