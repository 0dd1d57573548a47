/**
 * The outbox's pass (decision 0038): every mail that is due, oldest first, each in its own
 * unit of work. A mail is claimed before it is sent (its next attempt moved past the
 * backoff), sent, then marked sent (a one-time code's body cleared): a crash between the send and the mark sends it again,
 * never zero times, with the same Message-ID. A failure puts the mail back with a growing
 * backoff and ends the pass (the mail server is likely down: the next pass tries again);
 * after a day the shop gives a mail up. Nothing here runs in a request: a mail server that
 * is down or slow never reaches a shopper.
 */
import { and, asc, eq, getTableColumns, isNull, lte, not, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { fieldOf } from '../db/pg-error';
import { mailOutbox, stockClaims } from '../db/schema';
import { mailErrorInWords } from '#rules/mail-errors';
import { bodyKept, ONE_TIME_CODE_KINDS } from './outbox';
import { arrayLiteral } from '../db/array-literal';
import type { MailTransport } from './transport';

/** The first retry comes this soon, each next one twice as late, never more than an hour. */
export const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 60 * 60_000;
/** How long the shop keeps trying a mail. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Mails one pass takes on; the rest wait for the next. */
const BATCH = 50;
/**
 * While placements are under way, a mail with no one-time code waits, at most this long after it was written: a
 * sale's crowd is served before its confirmations are sent (decision 0075). A code someone is waiting for goes at once.
 */
export const SALE_MAIL_WAIT_MS = 10_000;

/**
 * The mails that wait at `at`: none once no placement is under way (one in its turn in this process, `placing`, or
 * a unit claimed and not yet ordered on any, decision 0070), or once they have waited their longest.
 */
const waitingForASale = (at: Date, placing: boolean) =>
  sql`(${mailOutbox.kind} <> all(${arrayLiteral(ONE_TIME_CODE_KINDS)}::text[])
       and ${mailOutbox.createdAt} > ${new Date(at.getTime() - SALE_MAIL_WAIT_MS).toISOString()}::timestamptz
       and (${placing}::boolean
            or exists (select 1 from ${stockClaims} where ${stockClaims.expiresAt} > ${at.toISOString()}::timestamptz)))`;

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
  /** Whether a placement of this process is in its turn (its admission, server/context/admission.ts). */
  placing?: () => boolean;
}

/** The Message-ID of an outbox row: its own unique part at the sender's domain. */
export function messageIdOf(uniquePart: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${uniquePart}@${domain}>`;
}

/** A name for the mail's file: when, what and which, nothing of whom. */
const fileName = (row: { createdAt: Date; kind: string; id: number }) =>
  `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${row.kind}-${row.id}`;

type Due = { id: number; kind: string; createdAt: Date; attempts: number; nextAttemptAt: Date };

/**
 * Claims the mails to send in one statement: each one's next attempt moved past its backoff, so a process that
 * dies mid-pass leaves them to go again once it runs out, never lost (decision 0072). A mail claimed meanwhile by
 * another pass (its attempts moved on) is left to it.
 */
async function claim(db: Db, due: readonly Due[], at: Date): Promise<Map<number, MailRow>> {
  if (due.length === 0) return new Map();
  const retryAts = due.map((d) => new Date(at.getTime() + retryDelayMs(d.attempts + 1)).toISOString());
  const claimed = await db
    .update(mailOutbox)
    .set({ attempts: sql`c.attempts + 1`, nextAttemptAt: sql`c.retry_at` })
    .from(
      sql`unnest(${arrayLiteral(due.map((d) => d.id))}::int[], ${arrayLiteral(due.map((d) => d.attempts))}::int[],
                 ${arrayLiteral(retryAts)}::timestamptz[]) as c(id, attempts, retry_at)`,
    )
    .where(
      and(
        sql`${mailOutbox.id} = c.id and ${mailOutbox.attempts} = c.attempts`,
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.gaveUpAt),
      ),
    )
    .returning(getTableColumns(mailOutbox));
  return new Map(claimed.map((mail) => [mail.id, mail]));
}

/** The claimed mails a failure kept from their try go back as they were: due, their attempts not counted. */
async function putBack(db: Db, untried: readonly Due[]): Promise<void> {
  if (untried.length === 0) return;
  await db.execute(sql`update ${mailOutbox} m set attempts = c.attempts, next_attempt_at = c.due_at
     from unnest(${arrayLiteral(untried.map((d) => d.id))}::int[], ${arrayLiteral(untried.map((d) => d.attempts))}::int[],
                 ${arrayLiteral(untried.map((d) => d.nextAttemptAt.toISOString()))}::timestamptz[]) as c(id, attempts, due_at)
    where m.id = c.id and m.attempts = c.attempts + 1 and m.sent_at is null`);
}

type MailRow = typeof mailOutbox.$inferSelect;

/** Answers how many mails it sent. */
export async function sendDueMails({
  db,
  transport,
  now,
  from,
  log,
  report,
  placing = () => false,
}: SendPassOptions): Promise<number> {
  const started = now();
  const due = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      createdAt: mailOutbox.createdAt,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.gaveUpAt),
        lte(mailOutbox.nextAttemptAt, started),
        not(waitingForASale(started, placing())),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH);
  const open = (id: number) => and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt));
  const tooOld = (row: Due) => started.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
  for (const { id, kind } of due.filter(tooOld)) {
    const body = bodyKept(kind) ? {} : { text: null, html: null };
    const [gone] = await db
      .update(mailOutbox)
      .set({ gaveUpAt: started, ...body })
      .where(open(id))
      .returning({ attempts: mailOutbox.attempts });
    if (gone) {
      log.warn({ mail: id, kind, attempts: gone.attempts }, 'a mail was given up: it could not be sent for 24 hours');
      report('given-up', kind);
    }
  }
  const toSend = due.filter((row) => !tooOld(row));
  const claimed = await claim(db, toSend, started);
  let sent = 0;
  for (const [i, { id, kind }] of toSend.entries()) {
    const mail = claimed.get(id);
    if (!mail) continue;
    const body = bodyKept(kind) ? {} : { text: null, html: null };
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
      // Marked one by one: a crash after a send repeats that one mail, never the batch (decision 0038).
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
      await putBack(
        db,
        toSend.slice(i + 1).filter((row) => claimed.has(row.id)),
      );
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
