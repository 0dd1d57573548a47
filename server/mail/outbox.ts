/**
 * The outbox (decision 0038): a mail is a row written in the transaction of what causes it,
 * so it exists exactly when its cause does; the background pass (send-pass.ts) sends it later.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import type { Db, Queryable } from '../db/connect';
import { executeNamed } from '../db/prepared';
import { MAIL_CHANNEL } from '../db/notifications';
import { mailOutbox } from '../db/schema';
import { together, type NamedWrite } from '../db/together';

/** What caused a mail: its logs and metrics name it, never its address. */
export type MailKind =
  | 'password-reset'
  | 'order-placed'
  | 'order-cancelled'
  | 'order-processed'
  | 'order-shipped'
  | 'order-delivered'
  | 'return-received'
  | 'refund-made'
  | 'back-in-stock'
  | 'staff-invite'
  | 'contact-reply'
  | 'return-declined';

/** The mails that carry a one-time code or link: someone is waiting for each. */
export const ONE_TIME_CODE_KINDS: readonly MailKind[] = ['password-reset', 'staff-invite'];

/** A one-time code or link must not outlive its mail; every other body is kept, to be read back and sent again. */
export const bodyKept = (kind: string) => !ONE_TIME_CODE_KINDS.includes(kind as MailKind);

/** A mail as written: its address, and both bodies already rendered (layout.ts). */
export interface Mail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a mail's links start (PUBLIC_URL) and when its cause happened. */
export interface MailMoment {
  publicUrl: string;
  now: Date;
}

export const momentOf = (ctx: Pick<AppContext, 'config' | 'now'>): MailMoment => ({
  publicUrl: ctx.config.publicUrl,
  now: ctx.now(),
});

/**
 * Writes the mail in the caller's transaction, due at once, and announces it (announceMail) in the same statement,
 * with the caller's other writes `alongside` it (a new order's rows): one round trip for them all.
 */
export async function enqueueMail(
  tx: Queryable,
  mail: Mail,
  now: Date,
  alongside: readonly NamedWrite[] = [],
  /** The app's database, for a statement sent often in the same words (a new order's): sent named (decision 0080). */
  named?: Db,
): Promise<void> {
  const written = tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: mailOutbox.id });
  const statement = together(
    [...alongside, ['written_mail', written]],
    sql`select pg_notify(${MAIL_CHANNEL}, '') from written_mail`,
  );
  await (named ? executeNamed(named, tx, statement) : tx.execute(statement));
}

/** Heard once the transaction commits (never if it rolls back): the mail leaves then, not at the pass's next tick. */
export async function announceMail(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}
