import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addLowerCaseHeaders } from '#server/plugins/reply-headers';

describe('headers added in one copy', () => {
  it("go into Fastify's own store, beside the reply's other headers, and are sent", async () => {
    const app = Fastify();
    let inStore = false;
    app.get('/', (_request, reply) => {
      // The copy's store: a Fastify that renamed it would leave addLowerCaseHeaders on its slower fallback.
      inStore = Object.getOwnPropertySymbols(reply).some((symbol) => symbol.description === 'fastify.reply.headers');
      reply.header('ETag', '"1"');
      addLowerCaseHeaders(reply, { 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' });
      expect(reply.getHeaders()).toEqual({
        etag: '"1"',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
      });
      return 'ok';
    });
    const response = await app.inject('/');
    await app.close();
    expect(inStore).toBe(true);
    expect(response.headers).toMatchObject({
      etag: '"1"',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
  });
});
