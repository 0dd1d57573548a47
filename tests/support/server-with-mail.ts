/** A test file's own server whose mail goes to a real SMTP server of its own, started before and stopped after. */
import { afterAll, beforeAll } from 'vitest';
import { startTestSmtp, type TestSmtp } from '#scripts/test-smtp';
import { startTestServer, type TestServer } from './server';

export function serverWithMail(publicUrl = 'https://shop.example/'): { server: TestServer; smtp: TestSmtp } {
  const both = {} as { server: TestServer; smtp: TestSmtp };
  beforeAll(async () => {
    both.smtp = await startTestSmtp();
    both.server = await startTestServer({ config: { smtpUrl: both.smtp.url, publicUrl } });
  });
  afterAll(async () => {
    await both.server?.close();
    await both.smtp?.stop();
  });
  return both;
}
