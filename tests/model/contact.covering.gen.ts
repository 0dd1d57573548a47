// Written by the contact harness (WRITE_COVERING=1 npx vitest run tests/model/contact.paths.test.ts): the indices of the covering UI paths. Never edited by hand.
export const covering: readonly number[] = [0, 2, 3, 5];
