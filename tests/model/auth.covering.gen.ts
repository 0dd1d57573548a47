// Written by the auth harness (WRITE_COVERING=1 npx vitest run tests/model/auth.paths.test.ts): the indices of the covering UI paths. Never edited by hand.
export const covering: readonly number[] = [0, 14, 16, 18, 20];
