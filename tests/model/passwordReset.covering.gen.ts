// Written by the passwordReset harness (WRITE_COVERING=1 npx vitest run tests/model/passwordReset.paths.test.ts): the indices of the covering UI paths. Never edited by hand.
export const covering: readonly number[] = [0, 1, 5, 7, 9];
