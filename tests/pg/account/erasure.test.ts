// A customer's erasure on PostgreSQL (tests/support/erasure.ts): the walk of every text column of the real catalog.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ContractClient } from '#tests/contract/contract-client';
import { erasureLeavesNoTrace } from '#tests/support/erasure';
import type { TestServer } from '#tests/support/server';
import { startPgServer } from '../pg-server';

let server: TestServer;
let api: ContractClient;

beforeAll(async () => {
  ({ server, api } = await startPgServer());
});
afterAll(async () => {
  await server?.close();
});

describe("a customer's erasure on PostgreSQL", () => {
  it('leaves her name, email and phone in no column of any table, and her order with its lines and total', () =>
    erasureLeavesNoTrace(server, api));
});
