/** Business constants from SPEC §9. */
export const limits = {
  listingPageSize: 9,
  newArrivalsPageSize: 8,
  priceMin: 0,
  priceMax: 100000,
  bottomCategories: 4,
  passwordMin: 8,
  passwordMax: 32,
  mobileDigits: 10,
} as const;
