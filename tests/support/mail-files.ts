/**
 * The mails a test server wrote as .eml files under its DATA_DIR/mail (no SMTP_URL, as on a
 * newcomer's machine), for tests that need what a mail said: a reset code, say.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The .eml files to `email`, oldest first (by the outbox id that ends each name). */
export function mailFilesTo(dataDir: string, email: string): string[] {
  const dir = path.join(dataDir, 'mail');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const idOf = (name: string) => Number(/-(\d+)\.eml$/.exec(name)?.[1]);
  return names
    .sort((a, b) => idOf(a) - idOf(b))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .filter((text) => new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(text));
}

/** Asks for a reset code (`ask`), waits for the mail it causes, and answers its code. */
export async function mailedResetCode(dataDir: string, email: string, ask: () => Promise<unknown>): Promise<string> {
  const before = mailFilesTo(dataDir, email).length;
  await ask();
  for (let waited = 0; waited < 15_000; waited += 50) {
    const mails = mailFilesTo(dataDir, email);
    if (mails.length > before) return /^ {4}(\d{6})$/m.exec(mails.at(-1)!)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail to ${email} within 15 s`);
}
