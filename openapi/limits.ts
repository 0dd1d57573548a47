/**
 * The contract's text limits under their former name, for tests/contract/limits.test.ts:
 * they live in spec/limits.ts, which every control reads and tests/unit/limits.test.ts
 * holds against the whole contract. Nothing else imports this file.
 */
export { textLimits as contractLimits } from '../spec/limits';
