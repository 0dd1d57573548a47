/**
 * Bodies no client should send, to every operation of the contract that takes one:
 * nested 10,000 deep, over 1 MB, or in a charset other than UTF-8. Each is the client's
 * mistake: a 4xx with `{ message }`, never a 5xx. Signed in, so a refusal is the body's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#server/messages/messages';
import { loadDocument } from '#tests/contract/openapi-document';
import { startTestServer, type TestServer } from '#tests/support/server';
import { newShopper, type Shopper } from '../orders/support';

let server: TestServer;
let shopper: Shopper;

beforeAll(async () => {
  // The webhook is served only with its secret set (unset, it answers 404 before reading anything).
  server = await startTestServer({ config: { razorpayWebhookSecret: 'body-limits-webhook-secret' } });
  shopper = await newShopper(server.url);
});
afterAll(() => server?.close());

const withBody = [...loadDocument().operations.values()].filter((op) => op.requestBody);

/** Every body-taking operation, its path parameters filled with a well-formed 1. */
const operations = withBody.map(
  (op) => [op.operationId, op.method.toUpperCase(), op.path.replace(/\{[^}]+\}/g, '1')] as const,
);

async function send(method: string, path: string, body: string, contentType = 'application/json') {
  const response = await fetch(`${server.apiUrl}${path}`, {
    method,
    headers: { 'content-type': contentType, authorization: `Bearer ${shopper.token}` },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const deep = `{"search":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
const large = JSON.stringify({ search: 'a'.repeat(1024 * 1024) });

it('the contract has the operations this file is about', () => {
  expect(operations.length).toBeGreaterThan(10);
});

describe.each(operations)('%s (%s %s)', (_id, method, path) => {
  it('answers a body nested 10,000 deep with 400 "too deeply nested"', async () => {
    expect(await send(method, path, deep)).toEqual({
      status: 400,
      body: { message: messages.requests.bodyTooDeep, errors: [{ in: 'body', problem: 'too_deep' }] },
    });
  });

  it('answers a body over 1 MB with 413', async () => {
    expect(await send(method, path, large)).toEqual({ status: 413, body: { message: messages.requests.bodyTooLarge } });
  });

  it('refuses UTF-16 with 415', async () => {
    const answer = await send(method, path, '{"search":"kurta"}', 'application/json; charset=utf-16le');
    expect(answer.status).toBe(415);
    expect(Object.keys(answer.body)).toEqual(['message']);
  });
});

describe('the error shape', () => {
  it('is { message } for an unknown API path and method', async () => {
    for (const [method, path] of [
      ['GET', '/no-such-operation'],
      ['DELETE', '/search'],
    ] as const) {
      const response = await fetch(`${server.apiUrl}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('takes UTF-8 named as such', async () => {
    const answer = await send('POST', '/search', '{"search":"kurta"}', 'application/json; charset=UTF-8');
    expect(answer.status).toBe(200);
  });
});
