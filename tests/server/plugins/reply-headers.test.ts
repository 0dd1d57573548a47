import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addLowerCaseHeaders } from '#server/plugins/reply-headers';

describe('headers added in one copy', () => {
  it("go into Fastify's own store, beside the reply's other headers, and are sent", async () => {
    const app = Fastify();
    let inStore = false;
    let kept: unknown;
    app.get('/', (_request, reply) => {
      // The copy's store: a Fastify that renamed it would leave addLowerCaseHeaders on its slower fallback.
      inStore = Object.getOwnPropertySymbols(reply).some((symbol) => symbol.description === 'fastify.reply.headers');
      reply.header('ETag', '"1"');
      addLowerCaseHeaders(reply, { 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' });
      kept = reply.getHeaders();
      return 'ok';
    });
    const response = await app.inject('/');
    await app.close();
    expect(inStore).toBe(true);
    // Read here, not in the handler: a failed expectation there would only turn the answer into a 500.
    expect(kept).toEqual({ etag: '"1"', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      etag: '"1"',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
  });
});
