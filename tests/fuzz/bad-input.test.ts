/**
 * Bad input, generated: for every operation that takes a body or parameters,
 * fast-check breaks a well-formed request in the ways invalid-inputs.ts knows.
 * The server must answer 4xx with a `{message}` (documented for that operation),
 * never 5xx, and write nothing. Set FUZZ_SEED to replay a failure.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/server';
import type { TestServer } from '../support/server';
import { createContractClient } from '../contract/contract-client';
import type { CallOptions, ContractClient, OperationId } from '../contract/contract-client';
import { fingerprint } from '../contract/db-fingerprint';
import { shopping } from '../contract/shopping-fixtures';
import { validRequests, wellFormedIds } from '../contract/valid-requests';
import type { KnownIds } from '../contract/valid-requests';
import { badRequests } from './invalid-inputs';
import type { BadRequest } from './invalid-inputs';

const numRuns = Number(process.env.FUZZ_RUNS ?? 30);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let server: TestServer;
let api: ContractClient;
let token = '';
let valid: Record<OperationId, CallOptions>;

/** A shopper whose well-formed requests would succeed: an address, an order, a cart line in stock. */
beforeAll(async () => {
  server = await startTestServer();
  api = createContractClient(server.url);
  const person = shopping.newShopper();
  token = (await api.ok('signUp', { body: person })).data.accessToken;
  const profile = (await api.ok('getProfile', { token })).data;
  const address = (await api.ok('createAddress', { token, body: shopping.address })).data;
  const list = await api.ok('listProducts', { body: { fk_category: 'all', limit: 30, page: 1 } });
  let ids: KnownIds | undefined;
  for (const item of list.data) {
    const detail = (await api.ok('getProduct', { path: { slug: item.var_slug } })).data;
    const variant = detail.variants.find((v) => v.stock >= 5);
    if (!variant) continue;
    ids = {
      ...wellFormedIds,
      productId: detail.int_glcode,
      productSlug: detail.var_slug,
      variantId: variant.variant_id,
      optionIds: variant.option_ids,
      addressId: address.int_glcode,
      userId: profile.user_id,
      email: person.var_email,
    };
    break;
  }
  if (!ids) throw new Error('no product in stock in the seed');
  const line = { fk_product: ids.productId, fk_variant: ids.variantId, var_qty: 1 };
  await api.ok('updateCart', { token, body: line });
  const placed = (await api.ok('placeOrder', { token, body: shopping.cashOrder(ids.addressId) })) as { data: { int_glcode: number } };
  ids.orderId = placed.data.int_glcode;
  await api.ok('updateCart', { token, body: line });
  valid = validRequests(ids);
});
afterAll(async () => {
  await server?.close();
});

/** The request as sent: the well-formed one with the broken part swapped in. */
function merge(base: CallOptions, bad: BadRequest, secured: boolean): CallOptions {
  return {
    ...base,
    ...bad.options,
    path: { ...base.path, ...bad.options.path },
    query: { ...base.query, ...bad.options.query },
    headers: { ...base.headers, ...bad.options.headers },
    ...(secured ? { token } : {}),
  };
}

/** Does the document itself accept what was sent? Then a refusal is not required of the server. */
function documentAccepts(operationId: OperationId, bad: BadRequest, sent: CallOptions): boolean {
  if (bad.options.rawBody !== undefined || bad.options.contentType !== undefined) return false;
  if ('body' in bad.options && !api.validator.acceptsBody(operationId, sent.body)) return false;
  const changed = { ...bad.options.path, ...bad.options.query, ...bad.options.headers };
  return Object.entries(changed).every(([name, value]) => api.validator.acceptsParameter(operationId, name, String(value)));
}

const doc = createContractClient('http://127.0.0.1').validator.doc;
const withInput = [...doc.operations.values()].filter((op) => op.requestBody || op.parameters.length > 0);

describe('bad input', () => {
  it('covers every operation that takes input', () => {
    expect(withInput.length).toBeGreaterThanOrEqual(25);
  });

  it.each(withInput.map((op) => op.operationId as OperationId))('%s: 4xx with a message, never 5xx, nothing written', async (operationId) => {
    const op = doc.operations.get(operationId)!;
    const arbitrary = badRequests(doc, op, valid[operationId]);
    expect(arbitrary).toBeDefined();
    const before = await fingerprint(server.ctx.db);
    await fc.assert(
      fc.asyncProperty(arbitrary!, async (bad) => {
        const sent = merge(valid[operationId], bad, op.secured);
        if (!bad.schemaValid) fc.pre(!documentAccepts(operationId, bad, sent));
        const answer = await api.call<{ message?: unknown }>(operationId, sent);
        expect(answer.status, `${bad.kind}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${bad.kind}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
        expect(answer.body?.message, bad.kind).toEqual(expect.stringMatching(/\S/));
      }),
      { numRuns, seed, endOnFailure: true },
    );
    expect(await fingerprint(server.ctx.db)).toEqual(before);
  });
});
