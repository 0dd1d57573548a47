/**
 * The server's log never holds personal data or credentials: a sign-up the database
 * fails on, a login, an invoice fetched by its ticket, a card payment refunded and
 * requests with a NUL byte go through a server logging at info level, and no email,
 * mobile number, password, password hash, token, ticket or card number appears in
 * what it wrote. And it stays short: a line per request at most, and a warning about a
 * failure the server lives through says what failed without a stack of the checkout's paths.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { DEMO_SHOPPER } from '#server/seed/demo-users';
import { repoPath } from '#server/settings/repo-paths';
import { shopping } from '#tests/contract/shopping-fixtures';
import { startTestServer, type TestServer } from '#tests/support/server';
import { newStaffMember, staffCookieOf } from '#tests/support/staff';
import {
  addToCart,
  call,
  onlineStepOne,
  onlineStepTwo,
  releasedBeforeSettlement,
  sandboxPay,
  setStock,
  testCard,
  variantWithStock,
} from '../orders/support';

let server: TestServer;
const lines: string[] = [];
let atStart: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
  atStart = [...lines];
});
afterAll(() => server?.close());

describe('the log', () => {
  it('warns of nothing when the server starts as it should', () => {
    expect(atStart.length, 'the start was logged').toBeGreaterThan(0);
    expect(atStart.filter((line) => (JSON.parse(line) as { level: number }).level >= 40)).toEqual([]);
  });

  it('carries no email, mobile, password, hash, token, ticket or card number', async () => {
    const secrets: string[] = [];

    // A sign-up the database refuses for a reason of its own: its error carries the insert's parameters.
    const person = shopping.newShopper();
    secrets.push(person.var_email, person.var_mobile_no, person.var_password);
    await server.ctx.db.execute(sql`
      create function refuse_sign_up() returns trigger language plpgsql as $$
      begin raise exception 'sign-ups are closed' using errcode = 'P0001'; end $$`);
    await server.ctx.db.execute(
      sql`create trigger refuse_sign_up before insert on users for each row execute function refuse_sign_up()`,
    );
    try {
      expect((await call(server.url, 'POST', '/user', { body: person })).status).toBe(500);
    } finally {
      await server.ctx.db.execute(sql`drop trigger refuse_sign_up on users`);
      await server.ctx.db.execute(sql`drop function refuse_sign_up()`);
    }

    // A login, then signed-in calls; one with the email in a query string.
    secrets.push(DEMO_SHOPPER.email, DEMO_SHOPPER.password, DEMO_SHOPPER.mobile);
    const token = await server.login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    secrets.push(token);
    const orders = await call<{ data: { chr_status: string; invoice_url: string | null }[] }>(
      server.url,
      'GET',
      `/orders?email=${DEMO_SHOPPER.email}`,
      { token },
    );
    const invoiceUrl = orders.body.data.find((order) => order.chr_status === 'D')?.invoice_url;
    expect(invoiceUrl, 'the demo shopper has a delivered order').toBeTruthy();

    // The invoice link: its ticket is a credential.
    const ticket = /\/invoice\/([^/]+)\//.exec(invoiceUrl!)![1]!;
    secrets.push(ticket);
    expect((await fetch(`${server.url}${invoiceUrl}`)).status).toBe(200);

    // A card payment whose order cannot be placed any more (its hold released, the unit sold meanwhile): refunded, and logged.
    const addressId = (await call(server.url, 'GET', '/address', { token })).body.data[0].int_glcode as number;
    const demo = { token, email: DEMO_SHOPPER.email, addressId };
    const pick = await variantWithStock(server.ctx.db, 60, 1);
    await addToCart(server.url, demo, pick, 1);
    const started = await onlineStepOne(server.url, demo);
    expect(started.status).toBe(200);
    const paid = await sandboxPay(server.url, started.body.data.id);
    secrets.push(testCard.card_number, testCard.card_number.replace(/ /g, ''), paid.body.var_payment_signature);
    await releasedBeforeSettlement(server.ctx.db, started.body.data.id);
    await setStock(server.ctx.db, pick.variantId, 0);
    expect((await onlineStepTwo(server.url, demo, paid.body)).status).toBe(409);

    // NUL bytes in an email at login and in a search suggestion.
    await call(server.url, 'POST', '/login', {
      body: { var_email: `${DEMO_SHOPPER.email}\u0000`, var_password: DEMO_SHOPPER.password },
    });
    await call(server.url, 'GET', '/product-search/a%00b');

    // The back office: a wrong and a right sign-in, a search of orders by a shopper's email, a sign-out.
    const member = await newStaffMember(server.ctx.db, 'owner');
    secrets.push(member.email, member.password);
    await call(server.url, 'POST', '/admin/session', {
      body: { email: member.email, password: 'Wrong#Pass1', code: '123456' },
    });
    const signedIn = await fetch(`${server.url}/api/v1/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    const session = staffCookieOf(signedIn.headers);
    secrets.push(session);
    const cookie = { cookie: `sf_admin=${session}` };
    const searched = await fetch(`${server.url}/api/v1/admin/orders?q=${encodeURIComponent(DEMO_SHOPPER.email)}`, {
      headers: cookie,
    });
    expect(searched.status).toBe(200);
    expect((await fetch(`${server.url}/api/v1/admin/session`, { method: 'DELETE', headers: cookie })).status).toBe(200);

    const log = lines.join('');
    expect(log).toContain('"msg":"request"');
    // Still useful: the failed sign-up is logged by its SQLSTATE and statement.
    expect(log).toContain('"code":"P0001"');
    expect(log).toContain('insert into \\"users\\"');
    // And the refund says why, without the shopper's data.
    expect(log).toContain('refunding the payment');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toContain('Bearer');
  });

  it('writes one line per request, and none for health, readiness, metrics or a picture', async () => {
    const slug = `no-such-product-${Date.now()}`;
    expect((await call(server.url, 'GET', `/products/${slug}`)).status).toBe(404);
    for (const path of ['/healthz', '/readyz', '/metrics', '/media/brand/logo.svg'])
      expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    const written = lines.join('').split('\n');
    const mentions = written.filter((line) => line.includes(slug));
    expect(mentions).toHaveLength(1);
    const reqId = (JSON.parse(mentions[0]!) as { reqId: string }).reqId;
    expect(written.filter((line) => line.includes(`"reqId":"${reqId}"`))).toHaveLength(1);
    for (const path of ['/healthz', '/readyz', '/metrics', '/media/'])
      expect(written.filter((line) => line.includes(`"url":"${path}`))).toEqual([]);
  });
});

describe('a warning', () => {
  it('says what failed in one short line; the stack of our own paths goes at debug only', async () => {
    const written: string[] = [];
    // Holds of 5 s: the payments sweep passes every second.
    const outage = await startTestServer({
      config: { paymentHoldSeconds: 5 },
      logger: { level: 'debug', stream: { write: (line) => void written.push(line) } },
    });
    try {
      await (outage.ctx.db as unknown as { $client: PGlite }).$client.close();
      const sweepFailed = () =>
        written
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((line) => String(line.msg).startsWith('the payments sweep failed'));
      const deadline = Date.now() + 10_000;
      while (!sweepFailed().some((line) => line.level === 20) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));

      const warning = sweepFailed().find((line) => line.level === 40);
      expect(warning).toMatchObject({ error: expect.stringMatching(/closed/i) });
      expect(warning).not.toHaveProperty('err');
      expect(JSON.stringify(warning)).not.toMatch(/stack|\bat /);
      expect(JSON.stringify(warning)).not.toContain(repoPath(''));
      const detail = sweepFailed().find((line) => line.level === 20);
      expect(detail).toMatchObject({ err: { stack: expect.stringContaining(repoPath('server')) } });
    } finally {
      await outage.close();
    }
  });
});
