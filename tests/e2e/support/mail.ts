/** What the e2e server's mail server received (scripts/test-smtp.ts, read through scripts/e2e-doors.ts). */
import { expect, type APIRequestContext } from '@playwright/test';
import type { ReceivedMail } from '#scripts/test-smtp';

export async function mailsTo(request: APIRequestContext, address: string): Promise<ReceivedMail[]> {
  const response = await request.get(`__e2e/mail/${encodeURIComponent(address)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for the `nth` mail to `address` (the shop sends from its outbox as soon as the mail is written, decision 0065) and answers it. */
export async function nthMailTo(request: APIRequestContext, address: string, nth: number): Promise<ReceivedMail> {
  await expect
    .poll(async () => (await mailsTo(request, address)).length, {
      message: `mail ${nth} to ${address}`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(nth);
  return (await mailsTo(request, address))[nth - 1]!;
}

/** The code of the `nth` reset mail to `address`. */
export async function resetCode(request: APIRequestContext, address: string, nth = 1): Promise<string> {
  const mail = await nthMailTo(request, address, nth);
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  expect(code, `a code in: ${mail.text}`).toBeTruthy();
  return code!;
}
