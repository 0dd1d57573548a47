/** A test file's own server whose mail goes to a real SMTP server of its own, started before and stopped after. */
import { and, count, isNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { mailOutbox } from '#server/db/schema';
import { startTestSmtp, type TestSmtp } from '#scripts/test-smtp';
import { startTestServer, type TestServer } from './server';

export function serverWithMail(publicUrl = 'https://shop.example/'): { server: TestServer; smtp: TestSmtp } {
  const both = {} as { server: TestServer; smtp: TestSmtp };
  beforeAll(async () => {
    both.smtp = await startTestSmtp();
    both.server = await startTestServer({ config: { smtpUrl: both.smtp.url, publicUrl } });
  });
  afterAll(async () => {
    await both.server?.close();
    await both.smtp?.stop();
  });
  return both;
}

/**
 * Resolves once every mail the server owes so far has reached its mail server: the work owed after each answer is
 * done, and the outbox holds nothing unsent. "No other mail comes" is then a fact to read, not a while to wait.
 * A mail waiting for a retry is still owed: this fails after `timeoutMs` rather than claim it.
 */
export const mailsSettled = (server: TestServer, timeoutMs = 15_000) => untilSent(server, timeoutMs, false);

/**
 * Resolves once the server writes nothing more of its own accord for now: the work owed after each answer done, and
 * no mail due that the mail pass (woken by each mail written) has yet to send. A mail waiting for a later retry is
 * left waiting: nothing writes it before its time.
 */
export const quietNow = (server: TestServer, timeoutMs = 15_000) => untilSent(server, timeoutMs, true);

async function untilSent(server: TestServer, timeoutMs: number, dueOnly: boolean): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await server.ctx.afterAnswer.settled();
    const unsent = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt));
    const [left] = await server.ctx.db
      .select({ count: count() })
      .from(mailOutbox)
      .where(dueOnly ? and(unsent, lte(mailOutbox.nextAttemptAt, new Date())) : unsent);
    if (left!.count === 0) return;
    if (Date.now() > until) throw new Error(`${left!.count} mails still unsent after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
