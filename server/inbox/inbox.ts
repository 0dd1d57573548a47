/**
 * The shop's inbox (issue 52): the messages shoppers send from the contact page, read, answered by mail through
 * the outbox, and marked dealt with. The back office's pages and `npm run shop -- inbox` both work through these.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../db/connect';
import { contactMessages } from '../db/schema';
import { composeMail, shopLook } from '../mail/layout';
import { enqueueMail, type MailMoment } from '../mail/outbox';
import { record, type Actor } from '../activity/record';

export type ContactMessage = typeof contactMessages.$inferSelect;

/** The messages not dealt with, oldest first; with `all`, every message, newest first. */
export async function inboxMessages(db: Queryable, { all = false } = {}): Promise<ContactMessage[]> {
  const query = db.select().from(contactMessages);
  return all
    ? query.orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    : query.where(isNull(contactMessages.handledAt)).orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}

export async function inboxMessage(db: Queryable, id: number): Promise<ContactMessage | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

/** Dealt with, without an answer; null when there is no such message. A message dealt with stays so. */
export async function markHandled(db: Db, id: number, now: Date, by: Actor): Promise<ContactMessage | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ handledAt: now })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
      .returning();
    if (row) await record(tx, by, now, { action: 'inbox.handled', subject: `message #${id}` });
    return row ?? (await inboxMessage(tx, id));
  });
}

/**
 * The answer mailed to whoever wrote, with her message quoted below it, in the one transaction that marks it dealt
 * with: the mail goes exactly when the answer is kept (decision 0038). Null when there is no such message.
 */
export async function replyTo(
  db: Db,
  id: number,
  reply: string,
  at: MailMoment,
  by: Actor,
): Promise<ContactMessage | null> {
  return db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!message) return null;
    const look = await shopLook(tx, at.publicUrl);
    await enqueueMail(
      tx,
      composeMail(look, {
        kind: 'contact-reply',
        to: message.email,
        subject: `Your message to ${look.name}`,
        greeting: `Hello ${message.name},`,
        blocks: [
          { p: reply },
          { p: `You wrote on ${message.createdAt.toISOString().slice(0, 10)}: “${message.message}”` },
        ],
      }),
      at.now,
    );
    const [answered] = await tx
      .update(contactMessages)
      .set({ reply, repliedAt: at.now, handledAt: message.handledAt ?? at.now })
      .where(eq(contactMessages.id, id))
      .returning();
    await record(tx, by, at.now, { action: 'inbox.reply', subject: `message #${id}`, after: { reply } });
    return answered!;
  });
}
