/**
 * The outbox read and acted on by the back office (issue 54): each mail's state, a page of them, one with its bodies,
 * and a mail sent again as a new copy (decision 0058), recorded with who asked.
 */
import { and, count, desc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import { record, type Actor } from '../activity/record';
import type { Db, Queryable } from '../db/connect';
import { mailOutbox } from '../db/schema';
import { announceMail } from './outbox';
import { conflict } from '../messages/errors';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export const MAIL_STATES = ['waiting', 'failed', 'sent', 'given-up'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const ADMIN_MAILS_PAGE = 25;

export function stateOf(row: Pick<OutboxRow, 'sentAt' | 'gaveUpAt' | 'attempts'>): MailState {
  if (row.sentAt) return 'sent';
  if (row.gaveUpAt) return 'given-up';
  return row.attempts > 0 ? 'failed' : 'waiting';
}

const open = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt));
const whereState: Record<MailState, SQL | undefined> = {
  waiting: and(open, eq(mailOutbox.attempts, 0)),
  failed: and(open, gt(mailOutbox.attempts, 0)),
  sent: isNotNull(mailOutbox.sentAt),
  'given-up': and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.gaveUpAt)),
};

export async function outboxPage(
  db: Queryable,
  { state, page }: { state?: MailState; page: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = state ? whereState[state] : undefined;
  const [counted] = await db.select({ total: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(ADMIN_MAILS_PAGE)
    .offset((page - 1) * ADMIN_MAILS_PAGE);
  return { rows, total: counted?.total ?? 0 };
}

export async function outboxMail(db: Queryable, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** Whether it may go again: tried at least once, and its body kept. */
export const resendable = (row: OutboxRow) => stateOf(row) !== 'waiting' && row.text !== null && row.html !== null;

/**
 * A new copy, due at once, with its own Message-ID and a fresh day of tries: the first stays as it was, the history of
 * what happened, except that a failed one is no longer retried, so she gets the mail once. Null: no such mail.
 */
export async function resendMail(db: Db, id: number, now: Date, by: Actor): Promise<OutboxRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
    if (!row) return null;
    if (stateOf(row) === 'waiting') throw conflict(adminTexts.mails.stillWaiting);
    if (!resendable(row)) throw conflict(adminTexts.mails.bodyCleared);
    if (stateOf(row) === 'failed') await tx.update(mailOutbox).set({ gaveUpAt: now }).where(eq(mailOutbox.id, id));
    const [copy] = await tx
      .insert(mailOutbox)
      .values({
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        createdAt: now,
        nextAttemptAt: now,
      })
      .returning();
    await announceMail(tx);
    await record(tx, by, now, {
      action: 'mail.resend',
      subject: `mail #${id}`,
      before: { state: stateOf(row) },
      after: { copy: copy!.id },
    });
    return copy!;
  });
}
