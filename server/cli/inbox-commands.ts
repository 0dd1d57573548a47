/** `npm run shop -- inbox` and `reply`: the contact page's messages, read and answered from a terminal (issue 52). */
import type { Db } from '../db/connect';
import { inboxMessage, inboxMessages, markHandled, replyTo, type ContactMessage } from '../inbox/inbox';
import { loadConfig } from '../settings/config';
import { CliError } from './commands';

const day = (at: Date) => at.toISOString().slice(0, 10);
const state = (m: ContactMessage) => (m.repliedAt ? 'answered' : m.handledAt ? 'dealt with' : 'new');

/** One line a message: its number, when, from whom, and how it begins. */
function listed(messages: ContactMessage[], none: string): string {
  if (messages.length === 0) return none;
  return messages
    .map((m) => {
      const start = m.message.replace(/\s+/g, ' ');
      return `#${m.id}  ${day(m.createdAt)}  ${m.name}  (${state(m)})  ${start.length > 60 ? `${start.slice(0, 59)}…` : start}`;
    })
    .join('\n');
}

function shown(m: ContactMessage): string {
  return [
    `#${m.id} from ${m.name} <${m.email}>, ${day(m.createdAt)} (${state(m)})`,
    '',
    m.message,
    ...(m.reply ? ['', `Answered on ${day(m.repliedAt!)}:`, m.reply] : []),
  ].join('\n');
}

const idOf = (text: string) => {
  const id = Number(text.replace(/^#/, ''));
  if (!Number.isInteger(id) || id < 1) throw new CliError(`"${text}" is not a message's number (e.g. 12 or #12).`);
  return id;
};

/** `inbox [--all]`, `inbox <n>`, `inbox <n> --handled`. */
export async function inboxCommand(db: Db, operand: string | undefined, flags: Set<string>): Promise<string> {
  if (operand === undefined) {
    if (flags.has('--handled')) throw new CliError('Which message? npm run shop -- inbox <n> --handled');
    const all = flags.has('--all');
    return listed(await inboxMessages(db, { all }), all ? '(no message yet)' : '(no message waits)');
  }
  const id = idOf(operand);
  const message = flags.has('--handled')
    ? await markHandled(db, id, new Date(), 'command line')
    : await inboxMessage(db, id);
  if (!message) throw new CliError(`No message #${id}.`);
  return shown(message);
}

/** `reply <n> <text…>`: mailed to whoever wrote, through the outbox. */
export async function replyCommand(db: Db, operands: string[], publicUrl = loadConfig().publicUrl): Promise<string> {
  const [which, ...words] = operands;
  const text = words.join(' ').trim();
  if (which === undefined || text === '') throw new CliError('What answer? npm run shop -- reply <n> "<your answer>"');
  const id = idOf(which);
  const answered = await replyTo(db, id, text, { publicUrl, now: new Date() }, 'command line');
  if (!answered) throw new CliError(`No message #${id}.`);
  return `Answered #${id}: the mail to ${answered.name} is on its way.`;
}
