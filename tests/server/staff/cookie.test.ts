/** The staff cookie is Secure when the shop is served over https (PUBLIC_URL), and only then (decision 0050). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractClient } from '#tests/contract/contract-client';
import { startTestServer, type TestServer } from '#tests/support/server';
import { newStaffMember } from '#tests/support/staff';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { publicOrigin: 'https://shop.example.com' } });
});
afterAll(() => server?.close());

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
});
