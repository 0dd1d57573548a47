/**
 * The back office's inbox over real HTTP (issue 52): the contact page's messages listed (open ones by default,
 * every one with `all`), read, answered by mail through the outbox and marked dealt with, each change recorded with
 * the member who made it; an empty answer or a message that is not there refused in a sentence, writing nothing.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, mailOutbox } from '#server/db/schema';
import { fingerprint } from '#tests/contract/db-fingerprint';
import { newContactMessage } from '#tests/support/inbox';
import { adminTestServer } from '#tests/support/admin-server';

const clock = new Date('2026-11-28T09:30:00Z');
const shop = adminTestServer(clock);
const signedIn = () => shop.signedIn();

const recordsOf = (subject: string) => shop.server.ctx.db.select().from(activity).where(eq(activity.subject, subject));

describe('the inbox', () => {
  it('lists the open messages oldest first, every one with all, and marks one dealt with, recorded', async () => {
    const { member, session } = await signedIn();
    const first = await newContactMessage(shop.api, shop.server.ctx.db, 'Where is my order?');
    const second = await newContactMessage(shop.api, shop.server.ctx.db, 'Do you ship to Pune?');

    const open = (await shop.api.ok('listInbox', { staffSession: session })).data.map((m) => m.id);
    expect(open.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(open.indexOf(second.id)).toBeGreaterThan(open.indexOf(first.id));

    const read = (await shop.api.ok('getInboxMessage', { staffSession: session, path: { id: first.id } })).data;
    expect(read).toEqual({
      id: first.id,
      name: 'Meera',
      email: first.email,
      message: 'Where is my order?',
      received_at: first.createdAt.toISOString(),
      handled_at: null,
      reply: null,
      replied_at: null,
    });

    const done = await shop.api.ok('markInboxHandled', { staffSession: session, path: { id: first.id }, body: {} });
    expect(done.message).toBe('The message is marked dealt with.');
    expect(done.data.handled_at).toBe(clock.toISOString());
    // Asked again, it stays as it was, and is recorded once.
    await shop.api.ok('markInboxHandled', { staffSession: session, path: { id: first.id }, body: {} });
    expect(await recordsOf(`message #${first.id}`)).toEqual([
      expect.objectContaining({ action: 'inbox.handled', staffId: member.id, at: clock }),
    ]);

    const stillOpen = (await shop.api.ok('listInbox', { staffSession: session })).data.map((m) => m.id);
    expect(stillOpen).not.toContain(first.id);
    expect(stillOpen).toContain(second.id);
    const all = (await shop.api.ok('listInbox', { staffSession: session, query: { all: 'true' } })).data.map(
      (m) => m.id,
    );
    expect(all).toEqual(expect.arrayContaining([first.id, second.id]));
    // Newest first.
    expect(all.indexOf(second.id)).toBeLessThan(all.indexOf(first.id));
  });

  it('mails the answer through the outbox, keeps it and marks the message dealt with, recorded', async () => {
    const { member, session } = await signedIn();
    const message = await newContactMessage(shop.api, shop.server.ctx.db, 'Can I change the size of my kurta?');
    const answered = await shop.api.ok('replyToInboxMessage', {
      staffSession: session,
      path: { id: message.id },
      body: { reply: '  Yes: reply to the order mail with the size you want.  ' },
    });
    expect(answered.message).toBe(`Your answer is on its way to ${message.email}.`);
    expect(answered.data).toMatchObject({
      reply: 'Yes: reply to the order mail with the size you want.',
      replied_at: clock.toISOString(),
      handled_at: clock.toISOString(),
    });
    const mails = await shop.server.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, message.email), eq(mailOutbox.kind, 'contact-reply')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Yes: reply to the order mail with the size you want.');
    expect(mails[0]!.text).toContain('Can I change the size of my kurta?');
    expect(await recordsOf(`message #${message.id}`)).toEqual([
      expect.objectContaining({ action: 'inbox.reply', staffId: member.id }),
    ]);
    const said = (await shop.api.ok('listActivity', { staffSession: session })).data.filter(
      (entry) => entry.subject === `message #${message.id}`,
    );
    expect(said.map((entry) => [entry.who, entry.text])).toEqual([[member.email, 'Answered the message']]);
  });

  it('refuses an empty or too long answer, and a message that is not there, in a sentence, writing nothing', async () => {
    const { session } = await signedIn();
    const message = await newContactMessage(shop.api, shop.server.ctx.db);
    const before = await fingerprint(shop.server.ctx.db);
    const reply = (body: unknown, id = message.id) =>
      shop.api.fails('replyToInboxMessage', id === message.id ? 400 : 404, {
        staffSession: session,
        path: { id },
        body,
      });
    expect(await reply({ reply: ' \n ' })).toBe('Write the answer before sending it.');
    expect(await reply({ reply: '' })).toMatch(/^Answer .*\.$/);
    expect(await reply({ reply: 'x'.repeat(5001) })).toMatch(/^Answer .*5000.*\.$/);
    expect(await reply({})).toMatch(/^Answer .*\.$/);
    expect(await reply({ reply: 'Hello' }, 2_000_000_000)).toBe('There is no such message in the inbox.');
    expect(
      await shop.api.fails('markInboxHandled', 404, { staffSession: session, path: { id: 2_000_000_000 }, body: {} }),
    ).toBe('There is no such message in the inbox.');
    expect(await shop.api.fails('getInboxMessage', 404, { staffSession: session, path: { id: 2_000_000_000 } })).toBe(
      'There is no such message in the inbox.',
    );
    expect(await shop.api.fails('listInbox', 400, { staffSession: session, query: { all: 'maybe' } })).toMatch(/\.$/);
    expect(await fingerprint(shop.server.ctx.db)).toEqual(before);
  });
});
