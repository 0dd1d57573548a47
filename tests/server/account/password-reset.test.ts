/**
 * Password reset over real HTTP, with the code read from a real SMTP server on loopback:
 * the same answer for an email with an account and one without, all the way through; the
 * code works once, for 15 minutes, and 5 wrong tries burn it; asking is limited per email
 * in the database and per address; a reset ends every session; bad input gets a 4xx worded
 * for people; the log never holds the address, the code or the token.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durations } from '#rules/durations';
import { limits } from '#rules/limits';
import { users } from '#server/db/schema';
import { messages } from '#server/messages/messages';
import { shopping } from '#tests/contract/shopping-fixtures';
import { startTestServer, type TestServer } from '#tests/support/server';
import { mailsSettled } from '#tests/support/server-with-mail';
import { startTestSmtp, type TestSmtp } from '#scripts/test-smtp';
import { call } from '../orders/support';

let server: TestServer;
let smtp: TestSmtp;
let clock = new Date('2026-11-27T09:00:00Z');
const logged: string[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({
    ctx: { now: () => clock },
    config: { smtpUrl: smtp.url, publicUrl: 'https://shop.example/' },
    logger: { level: 'info', stream: { write: (line) => void logged.push(line) } },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

/** A shopper of the test's own, signed up (and so signed in once). */
async function shopper() {
  const person = shopping.newShopper();
  const signUp = await call(server.url, 'POST', '/user', { body: person });
  expect(signUp.status).toBe(201);
  return { ...person, token: signUp.body.data.accessToken as string };
}

const ask = (email: string) => call(server.url, 'POST', '/password-reset', { body: { var_email: email } });
const confirm = (email: string, code: string) =>
  call(server.url, 'POST', '/password-reset/code', { body: { var_email: email, code } });
const setPassword = (token: string, password: string) =>
  call(server.url, 'POST', '/password-reset/password', { body: { reset_token: token, var_password: password } });

/** The code of the newest reset mail to `email`, waiting for the `nth` mail to arrive. */
async function mailedCode(email: string, nth = 1) {
  const mails = await smtp.waitFor(email, nth);
  return /\b(\d{6})\b/.exec(mails[nth - 1]!.text)![1]!;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset', () => {
  it('mails a 6-digit code that sets a new password once, and signs the account out everywhere', async () => {
    const me = await shopper();
    const other = (
      await call(server.url, 'POST', '/login', { body: { var_email: me.var_email, var_password: me.var_password } })
    ).body.data.accessToken;

    const asked = await ask(me.var_email.toUpperCase());
    expect(asked).toMatchObject({ status: 202, body: { message: messages.passwordReset.requested } });
    const [mail] = await smtp.waitFor(me.var_email);
    expect(mail!.subject).toBe('Your Statefront password reset code');
    const code = await mailedCode(me.var_email);
    expect(mail!.text).toContain('Hello Kavya,');
    expect(mail!.text).toContain('https://shop.example/confirmpassword');
    expect(mail!.html).toContain(`>${code}</p>`);
    expect(mail!.html).not.toMatch(/<script/i);

    const confirmed = await confirm(me.var_email, code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(messages.passwordReset.codeRight);
    const token = confirmed.body.data.reset_token as string;
    expect(await confirm(me.var_email, code), 'a code works once').toMatchObject({
      status: 400,
      body: { message: messages.passwordReset.codeUsedUp },
    });

    expect(await setPassword(token, 'Fresh#Start9')).toMatchObject({
      status: 200,
      body: { message: messages.passwordReset.changed },
    });
    expect(await setPassword(token, 'Other#Start9'), 'a token works once').toMatchObject({
      status: 400,
      body: { message: messages.passwordReset.resetExpired },
    });
    for (const session of [me.token, other])
      expect((await call(server.url, 'GET', '/user', { token: session })).status).toBe(401);
    expect(
      (await call(server.url, 'POST', '/login', { body: { var_email: me.var_email, var_password: me.var_password } }))
        .status,
    ).toBe(401);
    expect(
      (await call(server.url, 'POST', '/login', { body: { var_email: me.var_email, var_password: 'Fresh#Start9' } }))
        .status,
    ).toBe(200);
  });

  it('answers an email without an account exactly as one with, at every step', async () => {
    const me = await shopper();
    const nobody = `nobody-${Date.now()}@example.com`;
    const steps = async (email: string) => {
      const answers = [await ask(email)];
      for (let i = 0; i < limits.resetCodeTries + 1; i++) answers.push(await confirm(email, '000000'));
      return answers.map(({ status, body }) => ({ status, body }));
    };
    const known = await steps(me.var_email);
    expect(await steps(nobody)).toEqual(known);
    expect(known.map((a) => a.body.message)).toEqual([
      messages.passwordReset.requested,
      ...Array<string>(limits.resetCodeTries - 1).fill(messages.passwordReset.codeWrong),
      messages.passwordReset.codeBurned,
      messages.passwordReset.codeUsedUp,
    ]);
    await smtp.waitFor(me.var_email);
    expect(smtp.to(nobody), 'no mail for an email without an account').toEqual([]);
  });

  it('burns a code after 5 wrong tries: the right one is refused from then on', async () => {
    const me = await shopper();
    await ask(me.var_email);
    const code = await mailedCode(me.var_email);
    for (let i = 0; i < limits.resetCodeTries; i++)
      expect((await confirm(me.var_email, wrongCode(code))).status).toBe(400);
    expect(await confirm(me.var_email, code)).toMatchObject({
      status: 400,
      body: { message: messages.passwordReset.codeUsedUp },
    });
    // A new code starts afresh, and the old one stays dead.
    await ask(me.var_email);
    const fresh = await mailedCode(me.var_email, 2);
    expect((await confirm(me.var_email, fresh)).status).toBe(200);
  });

  it('lets a code work for 15 minutes, and a token as long after its code', async () => {
    const me = await shopper();
    await ask(me.var_email);
    const code = await mailedCode(me.var_email);
    later(durations.resetCode);
    expect(await confirm(me.var_email, code)).toMatchObject({
      status: 400,
      body: { message: messages.passwordReset.codeUsedUp },
    });

    await ask(me.var_email);
    const second = await mailedCode(me.var_email, 2);
    later(durations.resetCode - 1000);
    const token = (await confirm(me.var_email, second)).body.data.reset_token as string;
    later(durations.resetCode);
    expect(await setPassword(token, 'Fresh#Start9')).toMatchObject({
      status: 400,
      body: { message: messages.passwordReset.resetExpired },
    });
  });

  it('sends an email at most 5 codes an hour, known or not, then 429 with when to come back', async () => {
    const me = await shopper();
    const nobody = `nobody-limit-${Date.now()}@example.com`;
    for (const email of [me.var_email, nobody]) {
      for (let i = 0; i < limits.resetCodesPerHour; i++) expect((await ask(email)).status).toBe(202);
      later(30 * 60_000);
      expect(await ask(email)).toMatchObject({
        status: 429,
        body: { message: messages.passwordReset.tooManyCodes('30 minutes') },
      });
      later(30 * 60_000);
      expect((await ask(email)).status, 'an hour after the first, one more').toBe(202);
    }
    await smtp.waitFor(me.var_email, limits.resetCodesPerHour + 1);
  });

  it('limits each step per address like a login', async () => {
    const limited = await startTestServer({ config: { rateLimitAuth: 2, smtpUrl: smtp.url } });
    try {
      const email = `limited-${Date.now()}@example.com`;
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await call(limited.url, 'POST', '/password-reset/code', { body: { var_email: email, code: '123456' } }))
            .status,
        );
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('bad input for a reset', () => {
  it('refuses an email of 255 characters, a code with letters and a weak password, with messages for people', async () => {
    const long = `${'a'.repeat(243)}@example.com`;
    expect(long).toHaveLength(255);
    expect(await ask(long)).toMatchObject({ status: 400, body: { message: 'Email must be at most 254 characters.' } });
    expect(await confirm('asha@example.com', '12a456')).toMatchObject({
      status: 400,
      body: { message: 'Code must be the 6 digits the mail gave.' },
    });
    expect(await setPassword('a-token', 'weak')).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Password must/) },
    });
    expect(await ask('not an email')).toMatchObject({
      status: 400,
      body: { message: 'Email must be a valid email address.' },
    });
  });

  it('bounds a code tried 200 times at once: each answer a 4xx, and the right code never works after', async () => {
    const me = await shopper();
    await ask(me.var_email);
    const code = await mailedCode(me.var_email);
    const answers = await Promise.all(Array.from({ length: 200 }, () => confirm(me.var_email, wrongCode(code))));
    expect([...new Set(answers.map((answer) => answer.status))]).toEqual([400]);
    expect((await confirm(me.var_email, code)).body.message).toBe(messages.passwordReset.codeUsedUp);
  }, 90_000);

  it('treats an account being deleted as no account: no mail, no 5xx, and its reset no longer sets a password', async () => {
    const me = await shopper();
    // The account is deleted while the reset is asked for: the request waits for the deletion, then finds no account.
    let asked: Promise<{ status: number; body: { message: string } }> | undefined;
    await server.ctx.db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.email, me.var_email));
      asked = ask(me.var_email);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await asked).toMatchObject({ status: 202, body: { message: messages.passwordReset.requested } });

    const other = await shopper();
    await ask(other.var_email);
    const token = (await confirm(other.var_email, await mailedCode(other.var_email))).body.data.reset_token as string;
    await server.ctx.db.delete(users).where(eq(users.email, other.var_email));
    expect(await setPassword(token, 'Fresh#Start9')).toMatchObject({
      status: 400,
      body: { message: messages.passwordReset.resetExpired },
    });
    await mailsSettled(server);
    expect(smtp.to(me.var_email)).toEqual([]);
  });

  it('never logs the address, the code or the token', async () => {
    const me = await shopper();
    await ask(me.var_email);
    const code = await mailedCode(me.var_email);
    const token = (await confirm(me.var_email, code)).body.data.reset_token as string;
    await setPassword(token, 'Fresh#Start9');
    const log = logged.join('');
    expect(log).toContain('"url":"/api/v1/password-reset/password"');
    for (const secret of [me.var_email, code, token, 'Fresh#Start9']) expect(log, secret).not.toContain(secret);
  });
});
