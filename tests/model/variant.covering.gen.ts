// Written by the variant harness (WRITE_COVERING=1 npx vitest run tests/model/variant.paths.test.ts): the indices of the covering UI paths. Never edited by hand.
export const covering: readonly number[] = [2, 5, 13, 16, 17, 19, 20, 21];
