/**
 * Headers every answer carries (a Permissions-Policy denying camera, microphone,
 * location and payment APIs), and `Cache-Control: no-store` on what a signed-in
 * shopper is answered, so no cache keeps their data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER } from '#server/seed/demo-users';
import { startTestServer, type TestServer } from '#tests/support/server';
import { call } from '../orders/support';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
});
afterAll(() => server?.close());

describe('Permissions-Policy', () => {
  it('denies camera, microphone, geolocation and payment on the API and the storefront', async () => {
    for (const url of [`${server.apiUrl}/categories/6/y`, `${server.url}/`, `${server.apiUrl}/no-such-thing`]) {
      const policy = (await fetch(url)).headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(policy, url).toContain(feature);
    }
  });
});

describe('Cache-Control on signed-in answers', () => {
  it('is no-store on an operation that needs a token, with or without one', async () => {
    for (const [path, withToken] of [
      ['/user', true],
      ['/cart', true],
      ['/orders', true],
      ['/cart', false],
    ] as const) {
      const answer = await call(server.url, 'GET', path, withToken ? { token } : {});
      expect(answer.headers.get('cache-control'), `${path} ${answer.status}`).toBe('no-store');
    }
  });

  it('is no-store on a public operation answered with a valid token, not without one', async () => {
    const body = { fk_category: 'all', limit: 9, page: 1 };
    expect((await call(server.url, 'POST', '/products', { token, body })).headers.get('cache-control')).toBe(
      'no-store',
    );
    expect((await call(server.url, 'POST', '/products', { body })).headers.get('cache-control')).not.toBe('no-store');
  });
});
