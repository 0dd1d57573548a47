/**
 * Text lengths the contract (storefront.yaml) caps, for the inputs that fill those
 * fields: an input never accepts more than the server takes. tests/contract/limits.test.ts
 * checks each against the document.
 */
export const contractLimits = {
  /** Return.return_text */
  returnText: 1000,
  /** Review.review_text */
  reviewText: 2000,
} as const;
