/**
 * Whether an email or mobile number has an account is told in one place only, the
 * sign-up's 409 (product §8 places that message under the field), and that answer sits
 * behind the per-IP rate limit: past it, the 429 comes first. Login answers an unknown
 * email exactly as a wrong password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER } from '#server/seed/demo-users';
import { shopping } from '#tests/contract/shopping-fixtures';
import { startTestServer, type TestServer } from '#tests/support/server';
import { call } from '../orders/support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { rateLimitAuth: 2 } });
});
afterAll(() => server?.close());

describe('who has an account', () => {
  it('sign-up tells a taken email only within the rate limit; past it, 429 comes before the answer', async () => {
    const taken = { ...shopping.newShopper(), var_email: DEMO_SHOPPER.email };
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await call<{ message: string }>(server.url, 'POST', '/user', { body: taken }));
    expect(answers.map((a) => a.status)).toEqual([409, 409, 429]);
    expect(answers[0]!.body.message).toMatch(/email/);
    expect(answers[2]!.body.message).not.toMatch(/email|registered/i);
  });

  it('login answers an unknown email exactly as a wrong password', async () => {
    const unknown = await call(server.url, 'POST', '/login', {
      body: { var_email: 'nobody-here@example.com', var_password: DEMO_SHOPPER.password },
    });
    const wrong = await call(server.url, 'POST', '/login', {
      body: { var_email: DEMO_SHOPPER.email, var_password: 'Wrong#Pass1' },
    });
    expect(unknown.status).toBe(401);
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: unknown.status, body: unknown.body });
  });
});
