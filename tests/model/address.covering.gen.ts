// Written by the address harness (WRITE_COVERING=1 npx vitest run tests/model/address.paths.test.ts): the indices of the covering UI paths. Never edited by hand.
export const covering: readonly number[] = [3, 9, 12, 13, 14, 15, 16, 17, 19, 21];
