import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#tests/support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const post = (path: string, body: string | undefined, contentType?: string) =>
  fetch(`${server.apiUrl}${path}`, {
    method: 'POST',
    headers: contentType ? { 'content-type': contentType } : {},
    ...(body === undefined ? {} : { body }),
  });

async function expectMessage(response: Response, status: number): Promise<string> {
  return (await expectRefusal(response, status)).message;
}

/** The answer's sentence and, on a 400, the problems for programs. */
async function expectRefusal(response: Response, status: number): Promise<{ message: string; errors?: unknown[] }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { message?: unknown; errors?: unknown[] };
  expect(typeof body.message).toBe('string');
  return body as { message: string; errors?: unknown[] };
}

describe('request validation closes the known holes', () => {
  it('refuses an unknown body field instead of dropping it', async () => {
    const refused = await expectRefusal(
      await post('/login', JSON.stringify({ var_email: 'a@b.co', var_password: 'x', admin: true }), 'application/json'),
      400,
    );
    expect(refused).toEqual({
      message: 'Unknown field: admin.',
      errors: [{ in: 'body', field: 'admin', problem: 'unknown_field' }],
    });
    // A charset parameter must not route around the schema.
    const withCharset = await post(
      '/login',
      JSON.stringify({ var_email: 'a@b.co', var_password: 'x', admin: true }),
      'application/json; charset=utf-8',
    );
    expect(await expectMessage(withCharset, 400)).toBe('Unknown field: admin.');
  });

  it('does not coerce body types: a number as a string is a 400 naming the field', async () => {
    const refused = await expectRefusal(
      await post('/variant', JSON.stringify({ fk_product: '1', variant_ids: [] }), 'application/json'),
      400,
    );
    expect(refused).toEqual({
      message: 'Product must be a whole number.',
      errors: [{ in: 'body', field: 'fk_product', problem: 'type' }],
    });
  });

  it('names the field and rule of a format error', async () => {
    const body = JSON.stringify({ var_name: 'Asha', var_email: 'not-an-email', var_message: 'Hello' });
    const refused = await expectRefusal(await post('/contact', body, 'application/json'), 400);
    expect(refused).toEqual({
      message: 'Email must be a valid email address.',
      errors: [{ in: 'body', field: 'var_email', problem: 'format' }],
    });
  });

  it('says which field is wrong and why, in a sentence, with the problem beside it for programs', async () => {
    const token = await server.login('shopper@example.com', 'Shopper@123');
    const cart = await fetch(`${server.apiUrl}/cart`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ fk_product: 1, fk_variant: 1, var_qty: 15 }),
    });
    expect(await expectRefusal(cart, 400)).toEqual({
      message: 'Quantity must be between 0 and 10.',
      errors: [{ in: 'body', field: 'var_qty', problem: 'too_large', limit: 10 }],
    });
    expect(
      await expectRefusal(await post('/search', JSON.stringify({ search: 'x'.repeat(150) }), 'application/json'), 400),
    ).toEqual({
      message: 'Search must be at most 100 characters.',
      errors: [{ in: 'body', field: 'search', problem: 'too_long', limit: 100 }],
    });
    expect(
      await expectRefusal(await post('/products', JSON.stringify({ fk_brand: [1, 0] }), 'application/json'), 400),
    ).toEqual({
      message: 'Each of the brands must be between 1 and 2147483647.',
      errors: [{ in: 'body', field: 'fk_brand/1', problem: 'too_small', limit: 1 }],
    });
    expect(await expectRefusal(await post('/login', '[]', 'application/json'), 400)).toEqual({
      message: 'The request body must be a JSON object.',
      errors: [{ in: 'body', problem: 'type' }],
    });
  });

  // application/pdf has a parser of its own (json-bodies.ts), for the contract's PDF answers, which only refuses.
  it.each(['text/plain', 'application/pdf'])('answers 415 for a %s body', async (type) => {
    await expectMessage(await post('/login', JSON.stringify({ var_email: 'a@b.co', var_password: 'x' }), type), 415);
  });

  it('answers 400 when a required body is missing', async () => {
    const refused = await expectRefusal(await post('/login', undefined), 400);
    expect(refused.message).toMatch(/request body is required/);
    expect(refused.errors).toEqual([{ in: 'body', problem: 'required' }]);
  });

  it('answers 400 for malformed JSON', async () => {
    expect((await expectRefusal(await post('/login', '{"var_email": ', 'application/json'), 400)).errors).toEqual([
      { in: 'body', problem: 'not_json' },
    ]);
  });

  it('answers 400 for an empty JSON body', async () => {
    await expectMessage(await post('/login', '', 'application/json'), 400);
  });

  it('answers 413 for a body over the limit', async () => {
    const huge = JSON.stringify({ search: 'x'.repeat(2 * 1024 * 1024) });
    await expectMessage(await post('/search', huge, 'application/json'), 413);
  });

  it('coerces path parameters, which always arrive as strings', async () => {
    const response = await fetch(`${server.apiUrl}/attribute-tree/all`);
    expect(response.status).toBe(200);
    const bad = await fetch(`${server.apiUrl}/attribute-tree/NOT_A_SLUG`);
    expect(await expectRefusal(bad, 400)).toEqual({
      message: 'Category must use only lowercase letters, digits and dashes.',
      errors: [{ in: 'path', field: 'category', problem: 'pattern' }],
    });
  });
});

describe('client mistakes are never 5xx', () => {
  it('answers a malformed URL with 400 JSON', async () => {
    expect(await expectMessage(await fetch(`${server.apiUrl}/products/%E0%A4%A`), 400)).toBe(
      'The address is malformed.',
    );
  });

  it('answers an over-long path parameter with a 400 naming it', async () => {
    const refused = await expectRefusal(await fetch(`${server.apiUrl}/product-search/${'a'.repeat(300)}`), 400);
    expect(refused).toEqual({
      message: 'Search must be at most 100 characters.',
      errors: [{ in: 'path', field: 'text', problem: 'too_long', limit: 100 }],
    });
  });

  it('validates headers the contract names, whatever their case (Idempotency-Key too short)', async () => {
    const token = await server.login('shopper@example.com', 'Shopper@123');
    const response = await fetch(`${server.apiUrl}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'Idempotency-Key': 'short' },
      body: JSON.stringify({
        var_payment_mode: 'C',
        var_payment_id: '',
        shipping_charge: '0',
        var_promocode: '',
        cashback: 0,
        var_adress_id: 1,
        var_phone: '9876543210',
      }),
    });
    expect(await expectRefusal(response, 400)).toEqual({
      message: 'Idempotency-Key must be at least 8 characters.',
      errors: [{ in: 'header', field: 'idempotency-key', problem: 'too_short', limit: 8 }],
    });
  });

  it('answers an id beyond the database range with 400', async () => {
    const body = JSON.stringify({ fk_product: 2 ** 40, variant_ids: [] });
    await expectMessage(await post('/variant', body, 'application/json'), 400);
  });
});

describe('one error shape', () => {
  it('answers an unknown API route with 404 JSON', async () => {
    expect(await expectMessage(await fetch(`${server.apiUrl}/no-such-thing`), 404)).toBe('Not found');
  });

  it('answers a 🔒 operation without a token with 401 JSON', async () => {
    await expectMessage(await fetch(`${server.apiUrl}/user`), 401);
  });

  it('answers a 🔒 operation with an unknown token with 401 JSON', async () => {
    const response = await fetch(`${server.apiUrl}/user`, { headers: { authorization: 'Bearer not-a-real-token' } });
    await expectMessage(response, 401);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts and the usual hardening headers', async () => {
    const response = await fetch(`${server.apiUrl}/categories/6/y`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('sends them with an error too', async () => {
    const response = await fetch(`${server.apiUrl}/no-such-operation`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('API reference', () => {
  it('serves the contract as YAML and the docs page with local assets', async () => {
    const yaml = await fetch(`${server.apiUrl}/openapi.yaml`);
    expect(yaml.status).toBe(200);
    expect(await yaml.text()).toMatch(/^openapi: 3\.1/);
    const docs = await fetch(`${server.url}/api/docs/`);
    expect(docs.status).toBe(200);
    const html = await docs.text();
    expect(html).toContain('swagger');
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg)/);
    const spec = await fetch(`${server.url}/api/docs/json`);
    expect(((await spec.json()) as { info: { title: string } }).info.title).toBe('Statefront storefront API');
  });
});

describe('rate limit on login', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ config: { rateLimitAuth: 3 } });
  });
  afterAll(() => limited?.close());

  it('answers 429 with a message after the configured number of attempts', async () => {
    const attempt = () =>
      fetch(`${limited.apiUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ var_email: 'nobody@example.com', var_password: 'Wrong#123' }),
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401]);
    const message = await expectMessage(await attempt(), 429);
    expect(message).toMatch(/try again/i);
    // Browsing is not limited.
    expect((await fetch(`${limited.apiUrl}/categories/6/y`)).status).toBe(200);
  });
});

describe('the e2e server’s doors', () => {
  it('are not in the product server: its /__e2e routes answer 404', async () => {
    for (const path of [
      '/__e2e/advance/1',
      '/__e2e/expire-payment/sbx_order_1',
      '/__e2e/variant/1',
      '/__e2e/coupon/E2E',
    ]) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"stock":0}',
      });
      expect(response.status, path).toBe(404);
    }
  });
});
