// Written by the checkout harness (WRITE_COVERING=1 npx vitest run tests/model/checkout.paths.test.ts): the indices of the covering UI paths. Never edited by hand.
export const covering: readonly number[] = [0, 2, 9, 26, 34, 44, 52, 64, 77, 78, 79, 80, 81, 82, 83, 84, 91, 95, 96, 97, 98, 99, 101, 102, 103, 104, 106, 107, 108, 109];
