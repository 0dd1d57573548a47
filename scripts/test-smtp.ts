/**
 * A real SMTP server for tests (smtp-server, on loopback): it asks for the user and password
 * the shop's SMTP_URL carries, and keeps every mail it accepts, parsed (mailparser). It can
 * be stopped and started again on the same port, as a mail server that goes down and comes
 * back. The server tests start one in-process; the e2e server starts one beside itself and
 * lets the browser tests read what it received (scripts/e2e-doors.ts).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  from: string;
  /** The addresses it went to, lowercased, comma-separated. */
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  /** smtp://user:password@127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The mails to `address`, oldest first. */
  to(address: string): ReceivedMail[];
  /** Mails whose data has come in that it has not accepted yet (acceptAfterMs): a sender is mid-send. */
  arriving(): number;
  /** Waits until `count` mails reached `address` (at most `timeoutMs`), and answers them. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Closes the port: the shop's sends fail until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

const USER = 'shop';
const PASSWORD = 'mail-pass-0123';

export interface TestSmtpOptions {
  /** How long it takes to accept each mail: a slow server keeps mails in flight (the kill -9 test). */
  acceptAfterMs?: number;
}

export async function startTestSmtp({ acceptAfterMs = 0 }: TestSmtpOptions = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let arriving = 0;
  const make = () =>
    new SMTPServer({
      // Plain SMTP on loopback: no STARTTLS to upgrade to, a login over the plain connection.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      // A stop closes at once what the shop left open.
      closeTimeout: 500,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, _session, callback) {
        arriving += 1;
        const answer = (error?: Error) => {
          arriving -= 1;
          callback(error);
        };
        simpleParser(stream).then(
          async (mail) => {
            if (acceptAfterMs) await new Promise((resolve) => setTimeout(resolve, acceptAfterMs));
            received.push({
              messageId: mail.messageId ?? '',
              from: mail.from?.text ?? '',
              to: [mail.to ?? []]
                .flat()
                .flatMap((to) => to.value.map((one) => one.address?.toLowerCase() ?? ''))
                .join(', '),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            answer();
          },
          (error: Error) => answer(error),
        );
      },
    });
  let server = make();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const to = (address: string) => received.filter((mail) => mail.to.split(', ').includes(address.toLowerCase()));
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    arriving: () => arriving,
    to,
    async waitFor(address, count = 1, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > until)
          throw new Error(`${to(address).length} of ${count} mails reached ${address} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return to(address);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen();
    },
  };
}
