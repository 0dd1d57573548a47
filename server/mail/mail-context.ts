// What a mail to a shopper is written with, in one statement: a mail written in a busy transaction (an order's,
// in its shopper's turn) costs one round trip to read, not three.
import { sql } from 'drizzle-orm';
import type { MailTemplateKind, MailWording } from '#rules/mail-texts';
import type { Queryable } from '../db/connect';
import { mailTemplates, siteContent, users } from '../db/schema';
import { siteContentOf } from '../db/site-content';
import { lookOf, type ShopLook } from './layout';
import { wordingOf } from './wording';

export interface MailContext {
  /** The shopper's address and first name. */
  email: string;
  firstName: string;
  look: ShopLook;
  wording: MailWording;
}

export type ContextRow = {
  email: string;
  first_name: string;
  company: unknown;
  subject: string | null;
  intro: string | null;
};

/**
 * The statement mailContext runs. `also` reads more columns beside its own (a comma first), and `first` writes
 * before it (a WITH clause), in the same round trip: a new order's id, the shop's invoice details, its claim taken over.
 */
export const mailContextSql = (user: number, kind: MailTemplateKind, { first = sql``, also = sql`` } = {}) =>
  sql`${first} select ${users.email} as email, ${users.firstName} as first_name, ${siteContent.value} as company,
             ${mailTemplates.subject} as subject, ${mailTemplates.intro} as intro ${also}
        from ${users}
        left join ${siteContent} on ${siteContent.key} = 'company_details'
        left join ${mailTemplates} on ${mailTemplates.kind} = ${kind}
       where ${users.id} = ${user}`;

/** As shopLook and readWording read them, with the shopper's address and name. */
export const mailContextOf = (row: ContextRow, kind: MailTemplateKind, publicUrl: string): MailContext => ({
  email: row.email,
  firstName: row.first_name,
  look: lookOf(row.company == null ? undefined : siteContentOf('company_details', row.company), publicUrl),
  wording: wordingOf(kind, row),
});

/** The context of a mail to a shopper; null when she has no row. */
export async function mailContext(
  q: Queryable,
  user: number,
  kind: MailTemplateKind,
  publicUrl: string,
): Promise<MailContext | null> {
  const { rows } = await q.execute<ContextRow>(mailContextSql(user, kind));
  const row = rows[0];
  return row ? mailContextOf(row, kind, publicUrl) : null;
}
