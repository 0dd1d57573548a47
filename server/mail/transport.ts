/**
 * How a mail leaves the shop: through the mail server of SMTP_URL (nodemailer), or, without
 * one, as an .eml file under DATA_DIR/mail that any mail program opens, so `npm start` needs
 * no mail server and a newcomer can read what the shop sent.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same on every attempt, so a mail server can tell a mail sent twice. */
  messageId: string;
  /** For the file's name: when it was caused, what and which. */
  name: string;
}

export interface MailTransport {
  /** Sends one mail, or throws; answers the file written when there is one, for the log. */
  send(mail: OutgoingMail): Promise<{ file?: string }>;
}

/** Short enough that a mail server that does not answer holds the pass seconds, not minutes. */
const timeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...timeouts });
  return {
    async send({ name: _name, ...mail }) {
      await transporter.sendMail(mail);
      return {};
    },
  };
}

export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ name, ...mail }) {
      const { message } = await composer.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${name}.eml`);
      // Whole or not at all: a crash mid-write leaves no half mail behind.
      await writeFile(`${file}.part`, message);
      await rename(`${file}.part`, file);
      return { file };
    },
  };
}

export function mailTransport(config: { smtpUrl: string | undefined; dataDir: string }): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(path.join(config.dataDir, 'mail'));
}
