/**
 * The shop's inbox from a terminal (issue 52): a message sent from the contact page is listed until dealt with,
 * read in full, answered by a mail to whoever wrote (through the outbox, to a real SMTP server), or marked dealt with.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shopCommand } from '#tests/support/shop-command';
import { serverWithMail } from '#tests/support/server-with-mail';
import { call } from '../orders/support';

const running = serverWithMail();

const shop = (...args: string[]) => shopCommand(running.server.ctx.db)(...args);

/** A message sent from the contact page; answers its number as the inbox lists it. */
async function sent(name: string, message: string): Promise<{ id: string; email: string }> {
  const email = `inbox-${randomUUID()}@example.in`;
  const answer = await call(running.server.url, 'POST', '/contact', {
    body: { var_name: name, var_email: email, var_message: message },
  });
  expect(answer.status).toBe(200);
  const line = (await shop('inbox')).split('\n').find((row) => row.includes(name))!;
  return { id: /^#(\d+)/.exec(line)![1]!, email };
}

describe('the inbox', () => {
  it('lists a message until it is answered, mails the answer with the message quoted, and keeps both', async () => {
    const { id, email } = await sent('Asha Rao', 'Do you ship to Pune before Diwali?');
    expect(await shop('inbox', id)).toContain(`#${id} from Asha Rao <${email}>`);
    expect(await shop('reply', id, 'Yes:', 'Pune', 'is', '3-5', 'working', 'days.')).toBe(
      `Answered #${id}: the mail to Asha Rao is on its way.`,
    );
    await running.smtp.waitFor(email, 1);
    const [mail] = running.smtp.to(email);
    expect(mail!.subject).toBe('Your message to Statefront');
    expect(mail!.text).toContain('Hello Asha Rao,');
    expect(mail!.text).toContain('Yes: Pune is 3-5 working days.');
    expect(mail!.text).toContain('“Do you ship to Pune before Diwali?”');
    expect(await shop('inbox')).not.toContain(`#${id} `);
    expect(await shop('inbox', '--all')).toContain(`#${id} `);
    expect(await shop('inbox', id)).toContain('(answered)');
  });

  it('marks a message dealt with without an answer, and refuses a number it does not hold, in words', async () => {
    const { id } = await sent('Meera Iyer', 'Love the new sarees!');
    expect(await shop('inbox', id, '--handled')).toContain('(dealt with)');
    expect(await shop('inbox')).not.toContain(`#${id} `);
    await expect(shop('inbox', '999999')).rejects.toThrow('No message #999999.');
    await expect(shop('inbox', 'first')).rejects.toThrow('"first" is not a message\'s number (e.g. 12 or #12).');
    await expect(shop('reply', id)).rejects.toThrow('What answer? npm run shop -- reply <n> "<your answer>"');
  });
});
