// A customer's erasure on PGlite: tests/support/erasure.ts tells the story; tests/pg/account/erasure.test.ts, on PostgreSQL.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createContractClient, type ContractClient } from '#tests/contract/contract-client';
import { erasureLeavesNoTrace } from '#tests/support/erasure';
import { startTestServer } from '#tests/support/server';

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: ContractClient;

beforeAll(async () => {
  server = await startTestServer();
  api = createContractClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

describe("a customer's erasure", () => {
  it('leaves her name, email and phone in no column of any table, and her order with its lines and total', () =>
    erasureLeavesNoTrace(server, api));
});
