/**
 * No mail is lost across kill -9 (decision 0038), on the embedded database: forty shoppers
 * each ask for a reset code, so forty mails wait in the outbox; the server (a child process)
 * is killed with SIGKILL while it sends them to a slow SMTP server on loopback, started again
 * on the same DATA_DIR, three times over. Every mail must arrive; one the mail server took
 * just before a kill may arrive twice (at least once, the same Message-ID), never more often
 * than there were kills.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connect';
import { mailOutbox } from '#server/db/schema';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { startTestSmtp, type TestSmtp } from '#scripts/test-smtp';
import { shopping } from '../contract/shopping-fixtures';
import { json } from './kill-restart-scenario';

const KILLS = 3;
const SHOPPERS = 40;
const dataDir = mkdtempSync(path.join(tmpdir(), 'statefront-mail-kill-'));
const running: ServerProcess[] = [];
let smtp: TestSmtp | undefined;

afterAll(async () => {
  for (const server of running) await server.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mail across kill -9 on PGlite', () => {
  it(`loses no mail of the outbox across ${KILLS} kill -9 while sending`, async () => {
    // Slow to accept: a mail is on the wire most of the time, so a kill lands mid-send.
    smtp = await startTestSmtp({ acceptAfterMs: 150 });
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      RATE_LIMIT_AUTH: '0',
      RATE_LIMIT_READS: '0',
      SECRET: 'durability-test-secret-0123456789',
      LOG_LEVEL: 'warn',
    };
    const start = async () => {
      const server = await spawnServer({ env, readyTimeoutMs: 120_000 });
      running.push(server);
      return server;
    };
    let server = await start();

    const emails: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const person = shopping.newShopper();
      const signUp = await json(`${server.url}/api/v1/user`, 'POST', undefined, person);
      expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
      const asked = await json(`${server.url}/api/v1/password-reset`, 'POST', undefined, {
        var_email: person.var_email,
      });
      expect(asked.status).toBe(202);
      emails.push(person.var_email.toLowerCase());
    }
    const ours = () => smtp!.received.filter((mail) => emails.includes(mail.to));

    for (let kill = 1; kill <= KILLS; kill++) {
      // Some sent since the last start, the rest still waiting: kill it while it sends.
      const before = ours().length;
      const deadline = Date.now() + 30_000;
      while (ours().length < Math.min(before + 4, SHOPPERS - 1) && Date.now() < deadline) await pause(20);
      server.child.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      server = await start();
    }

    // The last start sends the rest; a mail claimed when its sender died waits out its backoff (5 s) first.
    const deadline = Date.now() + 60_000;
    while (new Set(ours().map((mail) => mail.to)).size < SHOPPERS && Date.now() < deadline) await pause(100);
    await pause(7_000);
    const arrived = emails.map((email) => smtp!.to(email).length);
    const figures = {
      caused: SHOPPERS,
      sent: arrived.filter((n) => n > 0).length,
      lost: arrived.filter((n) => n === 0).length,
      twice: arrived.filter((n) => n > 1).length,
    };
    // The mails a kill caught claimed and not yet marked sent (the one on the wire and the rest of its pass): each went after its backoff.
    await server.stop();
    const database = await openDatabase({ dataDir });
    const [{ retried } = { retried: 0 }] = await database.db
      .select({ retried: count() })
      .from(mailOutbox)
      .where(gt(mailOutbox.attempts, 1));
    await database.close();
    console.log(
      `mail across ${KILLS} kill -9 on PGlite: ${figures.caused} mails caused, ${figures.sent} ` +
        `sent, ${figures.lost} lost, ${figures.twice} sent twice; ` +
        `${retried} caught claimed by a killed pass and sent after the backoff`,
    );
    expect(retried, 'a kill caught a mail being sent').toBeGreaterThan(0);
    expect(figures.lost, 'mails caused before a kill -9 that never arrived').toBe(0);
    expect(figures.twice, 'at most the mail on the wire at each kill goes again').toBeLessThanOrEqual(KILLS);
    // A mail sent again is the same mail: its Message-ID says so.
    for (const email of emails) expect(new Set(smtp.to(email).map((mail) => mail.messageId)).size).toBe(1);
  }, 600_000);
});
