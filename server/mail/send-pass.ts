/**
 * The outbox's pass (decision 0038): every mail that is due, oldest first, each in its own
 * unit of work. A mail is claimed before it is sent (its next attempt moved past the
 * backoff), sent, then marked sent (a one-time code's body cleared): a crash between the send and the mark sends it again,
 * never zero times, with the same Message-ID. A failure puts the mail back with a growing
 * backoff and ends the pass (the mail server is likely down: the next pass tries again);
 * after a day the shop gives a mail up. Nothing here runs in a request: a mail server that
 * is down or slow never reaches a shopper.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { fieldOf } from '../db/pg-error';
import { mailOutbox } from '../db/schema';
import { mailErrorInWords } from '#rules/mail-errors';
import { bodyKept } from './outbox';
import type { MailTransport } from './transport';

/** The first retry comes this soon, each next one twice as late, never more than an hour. */
export const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 60 * 60_000;
/** How long the shop keeps trying a mail. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Mails one pass takes on; the rest wait for the next. */
const BATCH = 50;

export const retryDelayMs = (failures: number) => Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** (failures - 1));

export type MailOutcome = 'sent' | 'failed' | 'given-up';

export interface SendPassOptions {
  db: Db;
  transport: MailTransport;
  now: () => Date;
  /** MAIL_FROM. */
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Each mail's outcome, for the metrics. */
  report: (outcome: MailOutcome, kind: string) => void;
}

/** The Message-ID of an outbox row: its own unique part at the sender's domain. */
export function messageIdOf(uniquePart: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${uniquePart}@${domain}>`;
}

/** A name for the mail's file: when, what and which, nothing of whom. */
const fileName = (row: { createdAt: Date; kind: string; id: number }) =>
  `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${row.kind}-${row.id}`;

/** Answers how many mails it sent. */
export async function sendDueMails({ db, transport, now, from, log, report }: SendPassOptions): Promise<number> {
  const due = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      createdAt: mailOutbox.createdAt,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt), lte(mailOutbox.nextAttemptAt, now())))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH);
  const open = (id: number) => and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt));
  let sent = 0;
  for (const { id, kind, createdAt, attempts } of due) {
    const at = now();
    const body = bodyKept(kind) ? {} : { text: null, html: null };
    if (at.getTime() - createdAt.getTime() >= GIVE_UP_AFTER_MS) {
      const [gone] = await db
        .update(mailOutbox)
        .set({ gaveUpAt: at, ...body })
        .where(open(id))
        .returning({ attempts: mailOutbox.attempts });
      if (gone) {
        log.warn({ mail: id, kind, attempts: gone.attempts }, 'a mail was given up: it could not be sent for 24 hours');
        report('given-up', kind);
      }
      continue;
    }
    // Claimed: should this process die while sending, the mail waits out its backoff and goes again.
    const [mail] = await db
      .update(mailOutbox)
      .set({ attempts: attempts + 1, nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts + 1)) })
      .where(and(open(id), eq(mailOutbox.attempts, attempts)))
      .returning();
    if (!mail) continue;
    try {
      const { file } = await transport.send({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text ?? '',
        html: mail.html ?? '',
        messageId: messageIdOf(mail.messageId, from),
        name: fileName(mail),
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: now(), ...body })
        .where(eq(mailOutbox.id, id));
      if (file) log.info({ mail: id, kind, file }, 'a mail was written to a file (no SMTP_URL)');
      report('sent', kind);
      sent += 1;
    } catch (error) {
      // The error's code only: a mail server's own words may quote the address.
      const code = fieldOf(error, 'code');
      const responseCode = fieldOf(error, 'responseCode');
      await db
        .update(mailOutbox)
        .set({ lastError: mailErrorInWords(code, responseCode) })
        .where(eq(mailOutbox.id, id));
      log.warn(
        { mail: id, kind, attempt: mail.attempts, retryAt: mail.nextAttemptAt, code, responseCode },
        'a mail could not be sent: it waits in the outbox',
      );
      report('failed', kind);
      return sent;
    }
  }
  return sent;
}
