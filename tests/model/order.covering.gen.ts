// Written by the order harness (WRITE_COVERING=1 npx vitest run tests/model/order.paths.test.ts): the indices of the covering UI paths. Never edited by hand.
export const covering: readonly number[] = [6, 9, 10, 11, 18, 19, 25, 36, 39, 51, 53, 54, 57, 58, 59, 60, 61];
