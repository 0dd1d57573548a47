/**
 * Every 429 carries Retry-After (decision 0045), whichever limit refused: the test walks
 * every operation the contract says may answer 429, with every limit at one a minute from
 * one address, and reads each refusal's Retry-After. The two limits that count something
 * else than an address are walked too: wrong passwords for one account (login) and codes
 * for one email (requestPasswordReset).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#rules/limits';
import { createContractClient, type Answer, type OperationId } from '#tests/contract/contract-client';
import { loadDocument, type Operation } from '#tests/contract/openapi-document';
import { validRequests, wellFormedIds } from '#tests/contract/valid-requests';
import { startTestServer, type TestServer } from '#tests/support/server';

let limited: TestServer;
let unlimited: TestServer;

beforeAll(async () => {
  [limited, unlimited] = await Promise.all([
    startTestServer({ config: { rateLimitReads: 1, rateLimitAuth: 1, rateLimitContact: 1 } }),
    startTestServer({ config: { loginFailuresBeforeDelay: 1, loginFailuresBeforeLock: 1 } }),
  ]);
});
afterAll(() => Promise.all([limited?.close(), unlimited?.close()]));

/** The operations the contract says may answer 429: each documents Retry-After on it. */
function documented429(): Operation[] {
  const operations = [...loadDocument().operations.values()].filter((operation) => '429' in operation.responses);
  for (const operation of operations)
    expect(
      operation.responseHeaders['429']?.map((header) => header.name.toLowerCase()),
      operation.operationId,
    ).toContain('retry-after');
  return operations;
}

/** Retry-After as the contract has it: whole seconds, at least one. */
function expectRetryAfter(answer: Answer, what: string): number {
  const retryAfter = answer.headers.get('retry-after');
  expect(retryAfter, `${what}: a 429 without Retry-After`).toMatch(/^[1-9]\d*$/);
  return Number(retryAfter);
}

describe('every 429 carries Retry-After', () => {
  it('on every operation an address limit refuses', async () => {
    const api = createContractClient(limited.url);
    const requests = validRequests(wellFormedIds);
    const refused: OperationId[] = [];
    const never: OperationId[] = [];
    const walked = documented429();
    for (const { operationId } of walked) {
      const operation = operationId as OperationId;
      // Twice: the first may be the one the minute allows.
      const answers = [await api.call(operation, requests[operation]), await api.call(operation, requests[operation])];
      const tooMany = answers.filter((answer) => answer.status === 429);
      for (const answer of tooMany) expect(expectRetryAfter(answer, operation)).toBeLessThanOrEqual(60);
      (tooMany.length > 0 ? refused : never).push(operation);
    }
    console.log(`429 with Retry-After from ${refused.length} operations: ${refused.join(', ')}`);
    console.log(`documented 429, no limit of this walk reached: ${never.join(', ') || 'none'}`);
    // What the address limits cover, each of which this walk must have seen refuse: every
    // read (each GET, the catalog reads sent as POST), and the operations limited on their own.
    const reads = walked.filter((operation) => operation.method === 'get').map((operation) => operation.operationId);
    const postReads = ['listProducts', 'searchProducts', 'lookupVariant', 'listOfferBanners'];
    const limitedWrites = [
      'login',
      'signUp',
      'requestPasswordReset',
      'confirmPasswordReset',
      'resetPassword',
      'sendContactMessage',
    ];
    for (const operation of [...reads, ...postReads, ...limitedWrites])
      expect(refused, `${operation} never answered 429`).toContain(operation);
  });

  it('on a login refused for its account, and a reset refused for its email', async () => {
    const api = createContractClient(unlimited.url);
    const email = `nobody-${Date.now()}@example.com`;
    const login = { body: { var_email: email, var_password: 'Wrong#Pass1' } };
    await api.fails('login', 401, login);
    const locked = await api.call('login', login);
    expect(locked.status).toBe(429);
    expectRetryAfter(locked, 'login, per account');

    for (let i = 0; i < limits.resetCodesPerHour; i++)
      await api.ok('requestPasswordReset', { body: { var_email: email } });
    const tooMany = await api.call('requestPasswordReset', { body: { var_email: email } });
    expect(tooMany.status).toBe(429);
    const retryAfter = expectRetryAfter(tooMany, 'requestPasswordReset, per email');
    // The hour from the first code, less the moments the test took.
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
  });
});
