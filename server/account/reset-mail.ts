/** The mail that carries a password reset code (decision 0039). */
import { durations } from '#rules/durations';
import { composeMail, type ShopLook } from '../mail/layout';
import type { Mail } from '../mail/outbox';

export function resetCodeMail(look: ShopLook, to: { email: string; firstName: string }, code: string): Mail {
  return composeMail(look, {
    kind: 'password-reset',
    to: to.email,
    subject: `Your ${look.name} password reset code`,
    greeting: `Hello ${to.firstName},`,
    blocks: [
      {
        p:
          `Someone, we hope you, asked to reset the password of your ${look.name} account. ` +
          'Enter this code on the "Enter confirmation code" screen:',
      },
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
