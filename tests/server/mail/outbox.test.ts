/**
 * The outbox's pass (server/mail/send-pass.ts) on a real database, sending through a real
 * SMTP server on loopback or into .eml files: each mail once, with the Message-ID of its
 * row; a mail server down for a while loses nothing and doubles nothing; a mail that cannot
 * be sent for a day is given up with a log line that holds no address. The clock is the
 * test's: no test waits for a backoff.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connect';
import { MAIL_CHANNEL, listen } from '#server/db/notifications';
import { mailOutbox, stockClaims } from '#server/db/schema';
import { enqueueMail, type Mail } from '#server/mail/outbox';
import {
  FIRST_RETRY_MS,
  GIVE_UP_AFTER_MS,
  SALE_MAIL_WAIT_MS,
  sendDueMails,
  type MailOutcome,
} from '#server/mail/send-pass';
import { fileTransport, smtpTransport } from '#server/mail/transport';
import { seededDatabase } from '#tests/support/seeded-database';
import { startTestSmtp, type TestSmtp } from '#scripts/test-smtp';

let database: Database;
let smtp: TestSmtp;
beforeAll(async () => {
  [database, smtp] = await Promise.all([seededDatabase(), startTestSmtp()]);
});
afterAll(async () => {
  await Promise.all([database?.close(), smtp?.stop()]);
});

const from = 'Statefront <shop@statefront.example>';
let sequence = 0;
/** A mail to an address of the test's own. */
const mailTo = (who: string): Mail => {
  sequence += 1;
  return {
    kind: 'order-placed',
    to: `${who}-${sequence}@example.com`,
    subject: `Mail ${sequence}`,
    text: `Hello ${sequence}`,
    html: `<p>Hello ${sequence}</p>`,
  };
};

/** The pass with the test's clock, a log and the outcomes kept. */
function pass(transport = smtpTransport(smtp.url), placing = () => false) {
  let at = new Date('2026-11-27T10:00:00Z');
  const logged: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const outcomes: MailOutcome[] = [];
  const log = {
    info: (fields: Record<string, unknown>, msg: string) => void logged.push({ level: 'info', fields, msg }),
    warn: (fields: Record<string, unknown>, msg: string) => void logged.push({ level: 'warn', fields, msg }),
  };
  return {
    run: () =>
      sendDueMails({
        db: database.db,
        transport,
        now: () => at,
        from,
        log: log as never,
        report: (outcome) => void outcomes.push(outcome),
        placing,
      }),
    now: () => at,
    advance(ms: number) {
      at = new Date(at.getTime() + ms);
    },
    logged,
    outcomes,
  };
}

const rowOf = async (messageIdPart: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageIdPart)))[0]!;
/** When the mail was sent; null while it waits. */
const sentAtOf = async (mail: Mail) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, mail.to)))[0]!.sentAt;
const enqueue = async (mail: Mail, at: Date) => {
  await database.db.transaction((tx) => enqueueMail(tx, mail, at));
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, mail.to));
  return row!;
};

describe('the mail outbox', () => {
  it('announces a mail once its transaction commits, so the pass sends it at once, and never one rolled back', async () => {
    let heard = 0;
    let committedHeard: () => void = () => undefined;
    const stop = await listen(database.db, MAIL_CHANNEL, {
      onNotify: () => {
        heard += 1;
        committedHeard();
      },
      onListening: () => undefined,
    });
    try {
      const undone = new Error('undone');
      await expect(
        database.db.transaction(async (tx) => {
          await enqueueMail(tx, mailTo('rolled-back'), new Date());
          throw undone;
        }),
      ).rejects.toBe(undone);
      // Notifications come in the order of their commits: once the committed one is heard, a rolled-back one would have been.
      const committed = new Promise<void>((resolve) => (committedHeard = resolve));
      await database.db.transaction((tx) => enqueueMail(tx, mailTo('committed'), new Date()));
      await committed;
      expect(heard).toBe(1);
    } finally {
      await stop();
    }
  });

  it('sends a mail through SMTP_URL once, with its Message-ID, sender and both bodies, and keeps the body to be read back', async () => {
    const p = pass();
    const mail = mailTo('once');
    const row = await enqueue(mail, p.now());
    await p.run();
    await p.run();
    const [got, ...more] = await smtp.waitFor(mail.to);
    expect(more, 'a second pass sends it no more').toEqual([]);
    expect(got).toMatchObject({
      messageId: `<${row.messageId}@statefront.example>`,
      from: '"Statefront" <shop@statefront.example>',
      subject: mail.subject,
      text: mail.text,
    });
    expect(got!.html).toContain(mail.html);
    const after = await rowOf(row.messageId);
    expect(after).toMatchObject({ attempts: 1, text: mail.text, html: mail.html });
    expect(after.sentAt).toEqual(p.now());
  });

  it('holds the other mails while a placement has units claimed, at most 10 s; a one-time code goes at once', async () => {
    const p = pass();
    const [placing] = await database.db
      .insert(stockClaims)
      .values({ userId: 0, lines: [], expiresAt: new Date(p.now().getTime() + 300_000) })
      .returning();
    try {
      const [order, code] = [mailTo('sale-order'), { ...mailTo('sale-code'), kind: 'password-reset' as const }];
      await enqueue(order, p.now());
      await enqueue(code, p.now());
      await p.run();
      expect(await smtp.waitFor(code.to)).toHaveLength(1);
      p.advance(SALE_MAIL_WAIT_MS - 1_000);
      await p.run();
      expect(await sentAtOf(order)).toBeNull();
      p.advance(1_000);
      await p.run();
      expect(
        await smtp.waitFor(order.to),
        'after its longest wait, though the placement is still under way',
      ).toHaveLength(1);

      const later = mailTo('after-sale');
      await enqueue(later, p.now());
      await p.run();
      expect(await sentAtOf(later)).toBeNull();
      await database.db.delete(stockClaims).where(eq(stockClaims.id, placing!.id));
      await p.run();
      expect(await smtp.waitFor(later.to), 'once no placement holds a claim').toHaveLength(1);
    } finally {
      await database.db.delete(stockClaims).where(eq(stockClaims.id, placing!.id));
    }
  });

  it('holds them too while a placement of its own process is in its turn', async () => {
    let inTurn = true;
    const p = pass(undefined, () => inTurn);
    const order = mailTo('turn-order');
    await enqueue(order, p.now());
    await p.run();
    expect(await sentAtOf(order)).toBeNull();
    inTurn = false;
    await p.run();
    expect(await smtp.waitFor(order.to)).toHaveLength(1);
  });

  it('forgets the body of a mail holding a one-time code once it is sent', async () => {
    const p = pass();
    const mail: Mail = { ...mailTo('code'), kind: 'password-reset' };
    const row = await enqueue(mail, p.now());
    await p.run();
    await smtp.waitFor(mail.to);
    expect(await rowOf(row.messageId)).toMatchObject({ attempts: 1, text: null, html: null });
  });

  it(
    'keeps every mail through a 30 s outage of the mail server, retrying within 10 s and later ' +
      'and later, and sends each once',
    async () => {
      const p = pass();
      await smtp.stop();
      const caused: Mail[] = [];
      try {
        // Mails keep coming while the server is down: one every 5 s for 30 s.
        for (let second = 0; second < 30; second += 5) {
          const mail = mailTo('outage');
          caused.push(mail);
          await enqueue(mail, p.now());
          await p.run();
          p.advance(5_000);
        }
        const rows = await Promise.all(
          caused.map(
            async (mail) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, mail.to)))[0]!,
          ),
        );
        expect(rows.every((row) => row.sentAt === null)).toBe(true);
        // The backoff: a first failure is tried again within 10 s, each next one later.
        const first = rows[0]!;
        expect(first.attempts).toBeGreaterThanOrEqual(2);
        expect(p.outcomes.filter((o) => o === 'failed').length).toBeGreaterThanOrEqual(caused.length);
      } finally {
        await smtp.start();
      }
      // Back: within the longest backoff a failed mail can be waiting for after 30 s, all are sent.
      for (let waited = 0; waited <= 40_000; waited += 5_000) {
        await p.run();
        p.advance(5_000);
      }
      const arrived = caused.map((mail) => smtp.to(mail.to).length);
      const figures = {
        caused: caused.length,
        sent: arrived.filter((n) => n > 0).length,
        lost: arrived.filter((n) => n === 0).length,
        twice: arrived.filter((n) => n > 1).length,
      };
      console.log(
        `mail outage of 30 s: ${figures.caused} mails caused, ${figures.sent} sent, ${figures.lost} lost, ${figures.twice} sent twice`,
      );
      expect(figures).toEqual({ caused: caused.length, sent: caused.length, lost: 0, twice: 0 });
      // No log line names an address.
      for (const line of p.logged) for (const mail of caused) expect(JSON.stringify(line)).not.toContain(mail.to);
    },
  );

  it(
    'tries a failing mail again after 5 s, 10 s, 20 s… and gives it up after 24 hours with a ' +
      'log line that names no address',
    async () => {
      const p = pass(smtpTransport('smtp://nobody:nothing@127.0.0.1:9'));
      const mail = mailTo('given-up');
      const row = await enqueue(mail, p.now());
      const tries: number[] = [];
      const start = p.now().getTime();
      for (let step = 0; step < 200 && !(await rowOf(row.messageId)).gaveUpAt; step++) {
        const before = (await rowOf(row.messageId)).attempts;
        await p.run();
        if ((await rowOf(row.messageId)).attempts > before) tries.push((p.now().getTime() - start) / 1000);
        p.advance(
          Math.max(FIRST_RETRY_MS, (await rowOf(row.messageId)).nextAttemptAt.getTime() - p.now().getTime() || 0),
        );
      }
      expect(tries.slice(0, 4)).toEqual([0, 5, 15, 35]);
      const gone = await rowOf(row.messageId);
      expect(gone.gaveUpAt!.getTime() - gone.createdAt.getTime()).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
      expect(gone).toMatchObject({
        sentAt: null,
        text: mail.text,
        lastError: 'The shop could not hold a connection to the mail server: it may be down.',
      });
      expect(p.outcomes.at(-1)).toBe('given-up');
      const line = p.logged.find((l) => l.msg.includes('given up'))!;
      expect(line).toMatchObject({
        level: 'warn',
        fields: { mail: gone.id, kind: 'order-placed', attempts: gone.attempts },
      });
      expect(JSON.stringify(p.logged)).not.toContain(mail.to);
    },
  );

  it('without SMTP_URL, writes each mail as an .eml file under the data directory and logs one line naming the file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'statefront-mail-'));
    try {
      const p = pass(fileTransport(dir));
      const mail = mailTo('file');
      const row = await enqueue(mail, p.now());
      await p.run();
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
      expect(eml).toContain(`Message-ID: <${row.messageId}@statefront.example>`);
      expect(eml).toContain(`To: ${mail.to}`);
      expect(eml).toContain(mail.text);
      const lines = p.logged.filter((l) => l.fields.mail === row.id);
      expect(lines).toEqual([
        {
          level: 'info',
          fields: { mail: row.id, kind: 'order-placed', file: path.join(dir, files[0]!) },
          msg: expect.stringContaining('file'),
        },
      ]);
      expect(files[0]).not.toContain('example.com');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
