/** The mail that carries a password reset code (decision 0039), in the wording given (decision 0064). */
import { durations } from '#rules/durations';
import type { MailWording } from '#rules/mail-texts';
import { composeMail, type ShopLook } from '../mail/layout';
import type { Mail } from '../mail/outbox';
import { filled } from '../mail/wording';

export function resetCodeMail(
  look: ShopLook,
  to: { email: string; firstName: string },
  code: string,
  wording: MailWording,
): Mail {
  const { subject, intro } = filled(wording, { name: to.firstName, shop: look.name });
  return composeMail(look, {
    kind: 'password-reset',
    to: to.email,
    subject,
    greeting: `Hello ${to.firstName},`,
    blocks: [
      { p: intro },
      { code },
      {
        p:
          `It works once, for ${durations.resetCode / 60_000} minutes. ` +
          'If you did not ask, ignore this mail: your password stays as it is.',
      },
    ],
    link: { label: 'Enter the code', path: 'confirmpassword' },
  });
}
