import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, unwrap } from '#openapi/client';
import { answerMessage, failureMessage } from '#openapi/failure';
import { messages } from '#server/messages/messages';
import { texts } from '#rules/texts';

/** A tiny real HTTP server: records what arrived and answers like the shop would. */
const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let baseUrl: string;

const profile = {
  var_email: 'asha@example.in',
  var_name: 'Asha',
  last_name: '',
  var_mobile_no: '9876543210',
  user_id: 4,
};

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const route = `${req.method} ${req.url}`;
    if (route === 'GET /api/v1/user') {
      if (req.headers.authorization === 'Bearer expired') return json(res, 401, { message: 'Please log in again' });
      return json(res, 200, { data: profile });
    }
    if (route === 'POST /api/v1/login') return json(res, 401, { message: 'Wrong email or password' });
    if (route === 'PUT /api/v1/cart') return json(res, 409, { message: 'Only 2 item(s) left in stock!' });
    if (route === 'GET /api/v1/general') {
      return res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>');
    }
    // An older server (or another backend) words a refused body for a developer.
    if (route === 'POST /api/v1/search')
      return json(res, 400, { message: 'body/search must NOT have more than 100 characters' });
    // The field detail beside a sentence for people.
    if (route === 'POST /api/v1/coupon') {
      return json(res, 400, {
        message: 'Coupon code must be at most 50 characters.',
        errors: [{ field: 'coupon_code', problem: 'too long', limit: 50 }],
      });
    }
    if (route === 'GET /api/v1/about') return json(res, 500, { message: 'relation "about" does not exist' });
    if (route === 'GET /api/v1/policy') return json(res, 404, 'Not found');
    json(res, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

beforeEach(() => {
  seen.length = 0;
});

describe('createApiClient', () => {
  it('sends the stored token as a bearer header', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'tok-123' });
    const profileAnswer = await unwrap(api.GET('/user'));
    expect(profileAnswer.data).toEqual(profile);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no authorization header without a token', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    await unwrap(api.GET('/user'));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers).not.toHaveProperty('authorization');
  });

  it('reads the token on every request, so login and logout need no new client', async () => {
    let token: string | null = null;
    const api = createApiClient({ baseUrl, getToken: () => token });
    await unwrap(api.GET('/user'));
    token = 'fresh';
    await unwrap(api.GET('/user'));
    expect(seen.map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer fresh']);
  });

  it('calls onUnauthorized when a request with a token is answered 401', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl, getToken: () => 'expired', onUnauthorized });
    const failure = await unwrap(api.GET('/user')).catch((e: unknown) => e);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'Please log in again' });
  });

  it('does not end a session on an anonymous 401 (wrong password)', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl, getToken: () => null, onUnauthorized });
    const failure = await unwrap(
      api.POST('/login', { body: { var_email: 'asha@example.in', var_password: 'nope' } }),
    ).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 401, message: 'Wrong email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not end a session again when revoking a token logout already dropped is refused', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl, getToken: () => null, onUnauthorized });
    const answer = await api.GET('/user', { headers: { Authorization: 'Bearer expired' } });
    expect(answer.response.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('unwrap', () => {
  it("throws ApiError with the server's message and status", async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'tok' });
    const call = api.PUT('/cart', { body: { fk_product: 7, var_qty: 3, fk_variant: 70 } });
    const failure = await unwrap(call).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: 'Only 2 item(s) left in stock!' });
    expect(seen[0]?.headers['content-type']).toContain('application/json');
  });

  it('accepts an awaited result as well as a promise', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    const result = await api.GET('/user');
    await expect(unwrap(result)).resolves.toEqual({ data: profile });
  });

  it('falls back to a generic text when the error body is not JSON', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    const failure = await unwrap(api.GET('/general')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, message: texts.somethingWentWrong });
  });

  it("never passes on a validator's wording, nor a 5xx's text, nor a body that is not { message }", async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    const messages = await Promise.all([
      unwrap(api.POST('/search', { body: { search: 'x' } })).catch((e: ApiError) => e.message),
      unwrap(api.GET('/about')).catch((e: ApiError) => e.message),
      unwrap(api.GET('/policy')).catch((e: ApiError) => e.message),
    ]);
    expect(messages).toEqual([texts.somethingWentWrong, texts.somethingWentWrong, texts.somethingWentWrong]);
  });

  it("passes on a 400's sentence for people", async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    const body = { coupon_code: 'X', total_amount: 1, total_tax: 0, total_discount: 0, delivery_charge: 0 };
    const failure = await unwrap(api.POST('/coupon', { body })).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 400, message: 'Coupon code must be at most 50 characters.' });
  });

  it('turns a network failure into ApiError status 0', async () => {
    // A port that was just free and is now closed: the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v1`, getToken: () => null });
    const failure = await unwrap(api.GET('/user')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, message: texts.networkError });
  });
});

describe('answerMessage', () => {
  it.each([
    'body/var_qty must be <= 10',
    'body/search must NOT have more than 100 characters',
    'body/var_name must NOT have fewer than 1 characters',
    'params/slug must match pattern "^[a-z0-9-]+$"',
    'params/id must be <= 2147483647',
    "body must have required property 'var_qty'",
    'body must NOT have additional properties',
    'querystring/page must be integer',
    'body/var_email must match format "email"',
    'body/sort must be equal to one of the allowed values',
    'should be <= 10',
  ])('a 400 saying %j becomes the plain message', (message) => {
    expect(answerMessage(400, { message })).toBe(texts.somethingWentWrong);
  });

  it.each([
    [400, 'Quantity must be between 0 and 10.'],
    [400, 'Invalid coupon code'],
    [409, 'Only 2 item(s) left in stock!'],
    [404, 'Product not found'],
    [429, 'Too many requests, please try again later'],
  ])('a %i saying %j is passed on', (status, message) => {
    expect(answerMessage(status, { message, errors: [] })).toBe(message);
  });

  it.each([
    [500, { message: 'Something went wrong on our side. Please try again.' }],
    [503, { message: 'Service unavailable' }],
    [400, { message: '' }],
    [400, { error: 'Bad Request' }],
    [409, '<html>Conflict</html>'],
    [404, null],
  ])('a %i answering %j gets the plain message', (status, body) => {
    expect(answerMessage(status, body)).toBe(texts.somethingWentWrong);
  });

  it('passes on every sentence the server refuses a request with: they are worded for people', () => {
    const { invalid } = messages;
    const sentences = [
      invalid.required('Quantity'),
      invalid.unknownField('foo'),
      invalid.type('Quantity', 'a whole number'),
      invalid.range('Quantity', 'between 0 and 10'),
      invalid.empty('Name'),
      invalid.tooShort('Password', 8),
      invalid.tooLong('Search', 100),
      invalid.tooFew('Brands', 1),
      invalid.tooMany('Brands', 100),
      invalid.shaped('Email', 'be a valid email address'),
      invalid.unshaped('Id'),
      invalid.oneOf('Sort order', ['newest', 'price_asc']),
      invalid.repeated('Tags'),
      invalid.multipleOf('Amount', 2),
      invalid.character('City'),
      invalid.other('Order'),
    ];
    expect(sentences).toHaveLength(Object.keys(invalid).length);
    expect(sentences.filter((sentence) => answerMessage(400, { message: sentence }) !== sentence)).toEqual([]);
  });
});

describe('failureMessage', () => {
  it('shows an error of any kind only when it is worded for people', () => {
    expect(failureMessage(new ApiError(400, 'Quantity must be between 0 and 10.'))).toBe(
      'Quantity must be between 0 and 10.',
    );
    expect(failureMessage(new Error('body/var_qty must be <= 10'))).toBe(texts.somethingWentWrong);
  });
});
