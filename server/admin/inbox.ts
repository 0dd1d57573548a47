// The shop's inbox for the back office (issue 52): the contact page's messages listed, read, answered by mail through
// the outbox and marked dealt with, each change recorded with the member who made it (server/inbox/inbox.ts).
import { adminTexts } from '#rules/admin-texts';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { inboxMessage, inboxMessages, markHandled, replyTo, type ContactMessage } from '../inbox/inbox';
import { momentOf } from '../mail/outbox';
import { badRequest, notFound } from '../messages/errors';
import { signedInStaff } from '../staff/guard';

type InboxMessage = Answer<'getInboxMessage'>['data'];

const shown = (row: ContactMessage): InboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  received_at: row.createdAt.toISOString(),
  handled_at: row.handledAt?.toISOString() ?? null,
  reply: row.reply,
  replied_at: row.repliedAt?.toISOString() ?? null,
});

const found = (row: ContactMessage | null): ContactMessage => {
  if (!row) throw notFound(adminTexts.inbox.noMessage);
  return row;
};

export function adminInboxHandlers(ctx: AppContext): Handlers {
  return {
    async listInbox(request) {
      const rows = await inboxMessages(ctx.db, { all: request.query.all ?? false });
      const answer: Answer<'listInbox'> = { data: rows.map(shown) };
      return answer;
    },

    async getInboxMessage(request) {
      const answer: Answer<'getInboxMessage'> = {
        data: shown(found(await inboxMessage(ctx.db, request.params.id))),
      };
      return answer;
    },

    async markInboxHandled(request) {
      const by = { staffId: signedInStaff(request).id };
      const row = found(await markHandled(ctx.db, request.params.id, ctx.now(), by));
      const answer: Answer<'markInboxHandled'> = { message: adminTexts.inbox.handled, data: shown(row) };
      return answer;
    },

    async replyToInboxMessage(request) {
      const reply = request.body.reply.trim();
      if (reply === '') throw badRequest(adminTexts.inbox.replyEmpty);
      const by = { staffId: signedInStaff(request).id };
      const row = found(await replyTo(ctx.db, request.params.id, reply, momentOf(ctx), by));
      const answer: Answer<'replyToInboxMessage'> = { message: adminTexts.inbox.replied(row.email), data: shown(row) };
      return answer;
    },
  };
}
