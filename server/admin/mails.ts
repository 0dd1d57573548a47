// The outbox for the back office (issue 54): every mail with its state and last error, one read back, one sent again.
import { adminTexts } from '#rules/admin-texts';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import {
  ADMIN_MAILS_PAGE,
  outboxMail,
  outboxPage,
  resendMail,
  resendable,
  stateOf,
  type OutboxRow,
} from '../mail/outbox-admin';
import { notFound } from '../messages/errors';
import { signedInStaff } from '../staff/guard';

type MailRow = Answer<'resendAdminMail'>['data'];

export const mailRow = (row: OutboxRow): MailRow => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  state: stateOf(row),
  created_at: row.createdAt.toISOString(),
  attempts: row.attempts,
  sent_at: row.sentAt?.toISOString() ?? null,
  last_error: row.lastError,
});

const found = (row: OutboxRow | null): OutboxRow => {
  if (!row) throw notFound(adminTexts.mails.noMail);
  return row;
};

export function adminMailHandlers(ctx: AppContext): Handlers {
  return {
    async listAdminMails(request) {
      const page = request.query.page ?? 1;
      const { rows, total } = await outboxPage(ctx.db, { state: request.query.state, page });
      const answer: Answer<'listAdminMails'> = {
        data: rows.map(mailRow),
        page,
        pages: Math.ceil(total / ADMIN_MAILS_PAGE),
        total,
      };
      return answer;
    },

    async getAdminMail(request) {
      const row = found(await outboxMail(ctx.db, request.params.mailId));
      const answer: Answer<'getAdminMail'> = {
        data: { ...mailRow(row), text: row.text, html: row.html, resendable: resendable(row) },
      };
      return answer;
    },

    async resendAdminMail(request) {
      const by = { staffId: signedInStaff(request).id };
      const copy = found(await resendMail(ctx.db, request.params.mailId, ctx.now(), by));
      const answer: Answer<'resendAdminMail'> = { message: adminTexts.mails.resent(copy.id), data: mailRow(copy) };
      return answer;
    },
  };
}
