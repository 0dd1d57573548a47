// Written by the fulfilment harness (WRITE_COVERING=1 npx vitest run tests/model/fulfilment.paths.test.ts): the indices of the covering UI paths. Never edited by hand.
export const covering: readonly number[] = [0, 2, 14, 16, 18, 20, 21, 22];
