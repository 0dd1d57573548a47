/**
 * A clean stop while the mail pass sends: `npm start`'s server (a child process, on a copy of the demo shop) is told
 * SIGTERM while a slow SMTP server on loopback still holds a reset code's mail. The server ends that send, marks the
 * mail sent and only then closes its database, so the next start does not send it again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connect';
import { mailOutbox } from '#server/db/schema';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { startTestSmtp, type TestSmtp } from '#scripts/test-smtp';
import { shopping } from '#tests/contract/shopping-fixtures';
import { json } from '#tests/durability/kill-restart-scenario';
import { seededDataDir } from '#tests/support/seeded-database';

/** Longer than the drain before the app closes (ops/draining.ts, process/shutdown.ts): the send outlasts it. */
const acceptAfterMs = 5_000;

let smtp: TestSmtp | undefined;
let server: ServerProcess | undefined;
let remove = () => {};
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  remove();
});

describe('SIGTERM while a mail is being sent', () => {
  it('ends the send and marks the mail sent before the database closes', async () => {
    smtp = await startTestSmtp({ acceptAfterMs });
    const copy = await seededDataDir();
    remove = copy.remove;
    server = await spawnServer({
      env: {
        DATA_DIR: copy.dataDir,
        DATABASE_URL: '',
        SMTP_URL: smtp.url,
        RATE_LIMIT_AUTH: '0',
        SECRET: 'stop-mid-send-secret-0123456789ab',
        LOG_LEVEL: 'warn',
      },
      readyTimeoutMs: 120_000,
    });
    const person = shopping.newShopper();
    const email = person.var_email.toLowerCase();
    expect((await json(`${server.url}/api/v1/user`, 'POST', undefined, person)).status).toBe(201);
    const asked = await json(`${server.url}/api/v1/password-reset`, 'POST', undefined, { var_email: person.var_email });
    expect(asked.status).toBe(202);

    const until = Date.now() + 15_000;
    while (smtp.arriving() === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(smtp.arriving(), 'the reset code is on its way to the mail server').toBe(1);
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(smtp.to(email)).toHaveLength(1);

    const database = await openDatabase({ dataDir: copy.dataDir });
    try {
      const [mail] = await database.db
        .select({ sentAt: mailOutbox.sentAt, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.recipient}) = ${email}`);
      expect(mail?.sentAt, 'marked sent: a next start would send it again').toBeInstanceOf(Date);
      expect(mail?.attempts).toBe(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
