/**
 * Limits a client cannot talk its way past: contact messages per minute per IP,
 * saved addresses per shopper, and the time a request may take to arrive.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#server/messages/messages';
import { limits } from '#rules/limits';
import { texts } from '#rules/texts';
import { shopping } from '#tests/contract/shopping-fixtures';
import { startTestServer, type TestServer } from '#tests/support/server';
import { call, newShopper } from '../orders/support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { rateLimitContact: 5, requestTimeoutMs: 500 } });
});
afterAll(() => server?.close());

describe('the contact form', () => {
  it('takes 5 messages a minute from one address, then answers 429 with a message', async () => {
    const message = { var_name: 'Meera', var_email: 'meera@example.com', var_message: 'Do you ship to Pune?' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(server.url, 'POST', '/contact', { body: message })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await call<{ message?: string }>(server.url, 'POST', '/contact', { body: message });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/try again/i);
  });
});

describe('saved addresses', () => {
  it(`keeps at most ${limits.addressesPerShopper} per shopper; the next is a 409 saying why`, async () => {
    const shopper = await newShopper(server.url); // has one address already
    for (let n = 1; n < limits.addressesPerShopper; n++) {
      expect(
        (await call(server.url, 'POST', '/address', { token: shopper.token, body: shopping.address })).status,
      ).toBe(201);
    }
    const refused = await call<{ message?: string }>(server.url, 'POST', '/address', {
      token: shopper.token,
      body: shopping.address,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(texts.addressLimitReached(limits.addressesPerShopper));

    // Deleting one makes room again.
    expect((await call(server.url, 'DELETE', `/address/${shopper.addressId}`, { token: shopper.token })).status).toBe(
      200,
    );
    expect((await call(server.url, 'POST', '/address', { token: shopper.token, body: shopping.address })).status).toBe(
      201,
    );
  });
});

describe('a request body that never finishes', () => {
  it('is cut off by the request timeout (REQUEST_TIMEOUT_MS) with a 408 { message } instead of holding the connection', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/v1/search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"search":"dre',
    );
    // The bound is the test's own timeout; a server without a request timeout never closes.
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(received.slice(received.indexOf('\r\n\r\n') + 4)).toBe(
      JSON.stringify({ message: messages.requests.requestTimeout }),
    );
  });
});
