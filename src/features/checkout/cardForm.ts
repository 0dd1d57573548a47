import { checkoutTexts } from '#src/ui/copy';

/** What the shopper typed into the card form; kept across a decline so only the CVC is typed again. */
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const emptyCard: CardValues = { number: '', expiry: '', cvc: '' };

export type CardErrors = Partial<Record<keyof CardValues, string>>;

/** The shapes the sandbox takes (openapi SandboxCheckout); whether the card pays is the provider's to say. */
export function cardErrors(card: CardValues): CardErrors {
  const errors: CardErrors = {};
  if (!/^\d{12,19}$/.test(card.number.replace(/\s+/g, ''))) errors.number = checkoutTexts.card.numberInvalid;
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry.trim())) errors.expiry = checkoutTexts.card.expiryInvalid;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = checkoutTexts.card.cvcInvalid;
  return errors;
}
