// The wording a mail is written with (decision 0064): the owner's, saved in the back office, or the shop's own.
// Read in the transaction that writes the mail, so every process writes the next one with the latest.
import { eq } from 'drizzle-orm';
import {
  fillPlaceholders,
  mailTexts,
  type MailTemplateKind,
  type MailWording,
  type Placeholder,
} from '#rules/mail-texts';
import type { Queryable } from '../db/connect';
import { mailTemplates } from '../db/schema';

export type MailTemplateRow = typeof mailTemplates.$inferSelect;

export const savedTemplate = async (db: Queryable, kind: MailTemplateKind): Promise<MailTemplateRow | undefined> =>
  (await db.select().from(mailTemplates).where(eq(mailTemplates.kind, kind)))[0];

/** The saved wording, or the shop's own where none is saved (or since a reset). */
export const wordingOf = (
  kind: MailTemplateKind,
  row: Pick<MailTemplateRow, 'subject' | 'intro'> | undefined,
): MailWording =>
  row?.subject != null && row.intro != null ? { subject: row.subject, intro: row.intro } : mailTexts[kind];

export const readWording = async (db: Queryable, kind: MailTemplateKind): Promise<MailWording> =>
  wordingOf(kind, await savedTemplate(db, kind));

/** The subject and opening paragraph with their placeholders filled. */
export const filled = (wording: MailWording, values: Partial<Record<Placeholder, string>>): MailWording => ({
  subject: fillPlaceholders(wording.subject, values),
  intro: fillPlaceholders(wording.intro, values),
});
