/** Business constants from SPEC §9, then our own limits where the SPEC sets none. */
export const limits = {
  listingPageSize: 9,
  newArrivalsPageSize: 8,
  priceMin: 0,
  priceMax: 100000,
  bottomCategories: 4,
  passwordMin: 8,
  passwordMax: 32,
  mobileDigits: 10,
  // Not in the SPEC: our own limits
  /** Saved delivery addresses per shopper: enough for any household, not a free store. */
  addressesPerShopper: 20,
} as const;
