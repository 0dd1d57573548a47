import { messages } from '../messages/messages';

/** Razorpay's public test numbers. */
export const TEST_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
} as const;

/** A refused card is a 400 (the contract has no 402). */
export type CardVerdict = { ok: true } | { ok: false; message: string };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function judgeCard(cardNumber: string, expiry: string, cvc: string, now: Date): CardVerdict {
  const digits = cardNumber.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, message: messages.cards.numberInvalid };
  }
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) {
    return { ok: false, message: messages.cards.expiryFormat };
  }
  // A card is valid through the last day of its expiry month.
  const endOfMonth = new Date(Date.UTC(2000 + Number(match[2]), month, 1));
  if (endOfMonth <= now) return { ok: false, message: messages.cards.expired };
  if (!/^\d{3,4}$/.test(cvc)) return { ok: false, message: messages.cards.cvcInvalid };
  if (digits === TEST_CARDS.declined) return { ok: false, message: messages.cards.declined };
  if (digits !== TEST_CARDS.success) {
    return { ok: false, message: messages.cards.unsupported };
  }
  return { ok: true };
}
