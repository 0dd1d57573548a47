// Written by the variant harness (WRITE_COVERING=1 npx vitest run tests/model/variant.paths.test.ts): the indices of the covering UI paths. Never edited by hand.
export const covering: readonly number[] = [0, 10, 18, 21, 22, 23, 25, 26, 27, 28];
