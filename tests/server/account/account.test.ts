import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema';
import { fieldLabels } from '#rules/fields';
import { texts } from '#rules/texts';
import { startTestServer, type TestServer } from '#tests/support/server';

let server: TestServer;
let clock = new Date('2026-11-22T06:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ ctx: { now: () => clock }, config: { tokenTtlHours: 24 } });
});
afterAll(() => server?.close());

let mobileCounter = 9000000000;
const newShopper = (overrides: Record<string, unknown> = {}) => ({
  var_email: `shopper${++mobileCounter}@example.in`,
  var_password: 'Secret#123',
  var_mobile_no: String(mobileCounter),
  var_name: 'Asha',
  last_name: 'Rao',
  ...overrides,
});

interface Json {
  message?: string;
  errors?: unknown[];
  data?: { accessToken?: string; expires_at?: string; var_name?: string; [field: string]: unknown };
}

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('sign-up', () => {
  it('creates the account, answers 201 with a working token', async () => {
    const shopper = newShopper({ var_email: 'Mixed.Case@Example.IN' });
    const created = await call('POST', '/user', shopper);
    expect(created.status).toBe(201);
    const token = created.body.data!.accessToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(created.body.data!.expires_at!)).toBe(clock.getTime() + 24 * 3_600_000);

    const profile = await call('GET', '/user', undefined, token);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      var_email: 'mixed.case@example.in',
      var_name: 'Asha',
      last_name: 'Rao',
      var_mobile_no: shopper.var_mobile_no,
    });
  });

  it('stores only a hash of the token and an argon2id hash of the password', async () => {
    const shopper = newShopper();
    const token = (await call('POST', '/user', shopper)).body.data!.accessToken as string;
    const hash = createHash('sha256').update(token).digest('hex');
    const [session] = await server.ctx.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(session).toBeDefined();
    const [user] = await server.ctx.db.select().from(users).where(eq(users.email, shopper.var_email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(shopper.var_password);
  });

  it('refuses a taken email (any case) with a 409 that mentions email', async () => {
    const first = newShopper();
    expect((await call('POST', '/user', first)).status).toBe(201);
    const again = await call('POST', '/user', newShopper({ var_email: first.var_email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('email');
  });

  it('refuses a taken mobile with a 409 that mentions mobile', async () => {
    const first = newShopper();
    expect((await call('POST', '/user', first)).status).toBe(201);
    const again = await call('POST', '/user', newShopper({ var_mobile_no: first.var_mobile_no }));
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('mobile');
    expect(again.body.message).not.toContain('email');
  });

  it('enforces the product §5 rules on the server', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ var_email: 'asha@example.c0' }, texts.emailInvalid],
      [{ var_name: '   ' }, texts.firstNameRequired],
    ];
    for (const [override, message] of cases) {
      const answer = await call('POST', '/user', newShopper(override));
      expect(answer.status, JSON.stringify(override)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const contractCases: [Record<string, unknown>, string][] = [
      [{ var_password: 'secret#123' }, 'var_password'],
      [{ var_password: 'Secret123' }, 'var_password'],
      [{ var_password: 'S#1a' }, 'var_password'],
      [{ var_password: `Secret#1${'a'.repeat(30)}` }, 'var_password'],
      [{ var_mobile_no: '98765' }, 'var_mobile_no'],
      [{ var_mobile_no: '98765432101' }, 'var_mobile_no'],
      [{ var_email: 'no-at-sign' }, 'var_email'],
    ];
    for (const [override, field] of contractCases) {
      const answer = await call('POST', '/user', newShopper(override));
      expect(answer.status, JSON.stringify(override)).toBe(400);
      // Named for people in the sentence, and for programs in errors[].
      expect(answer.body.message).toMatch(new RegExp(`^${fieldLabels[field]} must `));
      expect(answer.body.errors).toEqual([expect.objectContaining({ in: 'body', field })]);
    }
  });
});

describe('login and sessions', () => {
  const shopper = newShopper();
  beforeAll(async () => {
    expect((await call('POST', '/user', shopper)).status).toBe(201);
  });

  it('logs in with the right password, case-insensitively on the email', async () => {
    const token = await server.login(shopper.var_email.toUpperCase(), shopper.var_password);
    expect((await call('GET', '/user', undefined, token)).status).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const wrong = await call('POST', '/login', { var_email: shopper.var_email, var_password: 'Wrong#1234' });
    const unknown = await call('POST', '/login', { var_email: 'nobody-here@example.in', var_password: 'Wrong#1234' });
    expect(wrong).toEqual({ status: 401, body: { message: 'Invalid email or password' } });
    expect(unknown).toEqual(wrong);
  });

  it('expires a token after TOKEN_TTL_HOURS (injected clock)', async () => {
    const token = await server.login(shopper.var_email, shopper.var_password);
    clock = new Date(clock.getTime() + 23 * 3_600_000);
    expect((await call('GET', '/user', undefined, token)).status).toBe(200);
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    const expired = await call('GET', '/user', undefined, token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/log in/i);
  });
});

describe('profile', () => {
  it('updates the names and answers "User Updated"', async () => {
    const shopper = newShopper();
    const token = (await call('POST', '/user', shopper)).body.data!.accessToken as string;
    const updated = await call('PUT', '/user', { var_name: ' Meera ', last_name: 'Iyer' }, token);
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(texts.userUpdated);
    expect(updated.body.data).toMatchObject({ var_name: 'Meera', last_name: 'Iyer', var_email: shopper.var_email });
    expect((await call('GET', '/user', undefined, token)).body.data!.var_name).toBe('Meera');
  });

  it('needs a non-empty first name', async () => {
    const token = (await call('POST', '/user', newShopper())).body.data!.accessToken as string;
    const blank = await call('PUT', '/user', { var_name: '   ' }, token);
    expect(blank).toEqual({ status: 400, body: { message: texts.firstNameRequired } });
  });

  it('is only for a logged-in shopper', async () => {
    expect((await call('PUT', '/user', { var_name: 'X' })).status).toBe(401);
  });
});
