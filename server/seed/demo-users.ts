/** The seeded accounts, for the demo and for tests that sign in. */
export const DEMO_SHOPPER = {
  email: 'shopper@example.com',
  password: 'Shopper@123',
  firstName: 'Asha',
  lastName: 'Iyer',
  mobile: '9876543210',
} as const;

/** A second shopper with one address and one order: tests use it for access checks. */
export const OTHER_SHOPPER = {
  email: 'other@example.com',
  password: 'Other@1234',
  firstName: 'Meera',
  lastName: 'Kapoor',
  mobile: '9123456780',
} as const;

export type SeedUser = typeof DEMO_SHOPPER | typeof OTHER_SHOPPER;
