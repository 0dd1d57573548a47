/**
 * The staff sign-in over HTTP with what the shared contract test's server leaves off (decision 0050): the cookie is
 * Secure when the shop is served over https; the per-account limit answers 429 with Retry-After; a session ends after
 * 30 minutes without a request and after 12 hours anyway, whatever its requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractClient } from '#tests/contract/contract-client';
import { startTestServer, type TestServer } from '#tests/support/server';
import { newStaffMember, staffSession } from '#tests/support/staff';

let server: TestServer;
let clock = new Date('2026-11-28T09:00:00Z');
beforeAll(async () => {
  server = await startTestServer({
    config: {
      publicOrigin: 'https://shop.example.com',
      loginFailuresBeforeDelay: 2,
      loginFailuresBeforeLock: 3,
      loginFailureWindowMinutes: 15,
    },
    ctx: { now: () => clock },
  });
});
afterAll(() => server?.close());

const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};

describe('the sf_admin cookie over https', () => {
  it('is Secure, HttpOnly, SameSite=Strict and sent only to the admin API, set and cleared alike', async () => {
    const api = createContractClient(server.url);
    const member = await newStaffMember(server.ctx.db, 'staff');
    const signedIn = await api.call('staffSignIn', { body: { email: member.email, password: member.password } });
    expect(signedIn.status).toBe(200);
    const [set] = signedIn.headers.getSetCookie();
    expect(set).toMatch(
      /^sf_admin=[A-Za-z0-9_-]{16,}; Path=\/api\/v1\/admin; Max-Age=43200; HttpOnly; SameSite=Strict; Secure$/,
    );
    const session = set!.slice('sf_admin='.length).split(';')[0]!;
    const out = await api.call('staffSignOut', { staffSession: session });
    expect(out.headers.getSetCookie()).toEqual([
      'sf_admin=; Path=/api/v1/admin; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
    ]);
  });

  it('refuses an account past its limit with when to come back, in words', async () => {
    const api = createContractClient(server.url);
    const member = await newStaffMember(server.ctx.db, 'staff', clock);
    const wrong = { body: { email: member.email, password: 'Wrong#Pass1' } };
    await api.fails('staffSignIn', 401, wrong);
    await api.fails('staffSignIn', 401, wrong);
    const refused = await api.call<{ message: string }>('staffSignIn', {
      body: { email: member.email, password: member.password },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many attempts for this account\. Try again in \d+ (second|minute)s?\.$/);
    minutes(16);
    await api.ok('staffSignIn', { body: { email: member.email, password: member.password } });
  });

  it('ends a session after 30 minutes without a request, and after 12 hours whatever its requests', async () => {
    const api = createContractClient(server.url);
    const member = await newStaffMember(server.ctx.db, 'owner', clock);
    const idle = await staffSession(api, member);
    minutes(29);
    await api.ok('getStaffSelf', { staffSession: idle });
    minutes(29);
    await api.ok('listStaff', { staffSession: idle });
    minutes(31);
    expect(await api.fails('listStaff', 401, { staffSession: idle })).toBe(
      'Your back-office session has ended. Please sign in again.',
    );

    const busy = await staffSession(api, member);
    for (let hour = 0; hour < 12; hour++) {
      await api.ok('getStaffSelf', { staffSession: busy });
      minutes(25);
      await api.ok('getStaffSelf', { staffSession: busy });
      minutes(25);
      await api.ok('getStaffSelf', { staffSession: busy });
      minutes(10);
    }
    await api.fails('getStaffSelf', 401, { staffSession: busy });
  });
});
