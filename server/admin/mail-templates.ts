// The wording of the shop's mails in the back office (decision 0064): each kind's subject and opening paragraph,
// saved with a version check, put back to the shop's own, and previewed on a sample order before saving.
import { and, eq, sql } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import {
  MAIL_TEMPLATE_KINDS,
  mailTexts,
  placeholderMeanings,
  wordingProblem,
  type MailTemplateKind,
  type MailWording,
} from '#rules/mail-texts';
import { record } from '../activity/record';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import type { Queryable } from '../db/connect';
import { mailTemplates } from '../db/schema';
import { shopLook } from '../mail/layout';
import { savedTemplate, wordingOf, type MailTemplateRow } from '../mail/wording';
import { conflict } from '../messages/errors';
import { RequestRefused } from '../plugins/request-problems';
import { signedInStaff } from '../staff/guard';
import { sampleMail } from './mail-samples';

const words = adminTexts.mailTemplates;

type MailTemplate = Answer<'saveAdminMailTemplate'>['data'];

function templateOf(kind: MailTemplateKind, row: MailTemplateRow | undefined): MailTemplate {
  const own = mailTexts[kind];
  const now = wordingOf(kind, row);
  return {
    kind,
    label: own.label,
    placeholders: own.placeholders.map((name) => ({ name, means: placeholderMeanings[name] })),
    subject: now.subject,
    intro: now.intro,
    default_subject: own.subject,
    default_intro: own.intro,
    reworded: row?.subject != null,
    version: row?.version ?? 0,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** A wording with a problem: the first sentence for people, and each field's words beside it. */
function checked(kind: MailTemplateKind, typed: MailWording): MailWording {
  const problems = (['subject', 'intro'] as const).flatMap((field) => {
    const says = wordingProblem(kind, field, typed[field]);
    return says ? [{ in: 'body' as const, field, problem: 'invalid' as const, says }] : [];
  });
  if (problems.length) throw new RequestRefused(problems.map((p) => p.says).join(' '), problems);
  return { subject: typed.subject, intro: typed.intro };
}

/**
 * The row's wording set (or cleared, null) if its version is still `version` (0: never saved); nothing written and
 * undefined when someone saved or reset since.
 */
async function setWording(
  tx: Queryable,
  kind: MailTemplateKind,
  version: number,
  wording: { subject: string | null; intro: string | null },
  at: Date,
): Promise<MailTemplateRow | undefined> {
  if (version === 0) {
    const [made] = await tx
      .insert(mailTemplates)
      .values({ kind, ...wording, version: 1, updatedAt: at })
      .onConflictDoNothing()
      .returning();
    return made;
  }
  const [changed] = await tx
    .update(mailTemplates)
    .set({ ...wording, version: sql`${mailTemplates.version} + 1`, updatedAt: at })
    .where(and(eq(mailTemplates.kind, kind), eq(mailTemplates.version, version)))
    .returning();
  return changed;
}

/**
 * The kind's wording saved, or put back to the shop's own (null), over the version the form opened, and recorded with
 * what it was; 409 when someone saved or put it back since. Putting back a wording never saved changes nothing.
 * Answers the kind as mails are now written.
 */
async function reworded(
  ctx: AppContext,
  staffId: number,
  kind: MailTemplateKind,
  version: number,
  wording: MailWording | null,
): Promise<Answer<'saveAdminMailTemplate'>> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await savedTemplate(tx, kind);
    if (!wording && version === 0 && !current) return undefined;
    const row = await setWording(tx, kind, version, wording ?? { subject: null, intro: null }, ctx.now());
    if (!row) throw conflict(words.changed);
    await record(tx, { staffId }, ctx.now(), {
      action: wording ? 'mail.reword' : 'mail.reword-reset',
      subject: mailTexts[kind].label,
      before: { ...wordingOf(kind, current) },
      ...(wording ? { after: { ...wording } } : {}),
    });
    return row;
  });
  const label = mailTexts[kind].label;
  return { message: wording ? words.saved(label) : words.resetDone(label), data: templateOf(kind, row) };
}

export function adminMailTemplateHandlers(ctx: AppContext): Handlers {
  return {
    async listAdminMailTemplates() {
      const rows = new Map((await ctx.db.select().from(mailTemplates)).map((row) => [row.kind, row]));
      const answer: Answer<'listAdminMailTemplates'> = {
        data: MAIL_TEMPLATE_KINDS.map((kind) => templateOf(kind, rows.get(kind))),
      };
      return answer;
    },

    async saveAdminMailTemplate(request) {
      const kind = request.params.kind;
      const wording = checked(kind, request.body);
      return reworded(ctx, signedInStaff(request).id, kind, request.body.version, wording);
    },

    async resetAdminMailTemplate(request) {
      const kind = request.params.kind;
      return reworded(ctx, signedInStaff(request).id, kind, request.body.version, null);
    },

    async previewAdminMailTemplate(request) {
      const kind = request.params.kind;
      const mail = sampleMail(kind, await shopLook(ctx.db, ctx.config.publicUrl), checked(kind, request.body));
      const answer: Answer<'previewAdminMailTemplate'> = {
        data: { subject: mail.subject, text: mail.text, html: mail.html },
      };
      return answer;
    },
  };
}
