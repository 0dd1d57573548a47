// Written by the cart harness (WRITE_COVERING=1 npx vitest run tests/model/cart.paths.test.ts): the indices of the covering UI paths. Never edited by hand.
export const covering: readonly number[] = [1, 8, 40, 41, 42, 43, 44, 46];
