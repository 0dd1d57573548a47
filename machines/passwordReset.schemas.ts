/**
 * The password reset screens' rules (product §5): the email as sign-up takes it, the code
 * as the mail gives it, the new password under the sign-up's rule and its confirmation.
 * Each field's first failing rule is its message.
 */
import { z } from 'zod/mini';
import { limits } from '../rules/limits';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '../rules/patterns';
import { texts } from '../rules/texts';

/** The three screens, in the order a reset goes through them. */
export type ResetStep = 'email' | 'code' | 'password';

export const resetFields = ['email', 'code', 'password', 'confirmPassword'] as const;
export type ResetField = (typeof resetFields)[number];
export type ResetValues = Record<ResetField, string>;
export type ResetErrors = Partial<Record<ResetField, string>>;

/** The fields each screen shows, in screen order (the first invalid one gets focus). */
export const stepFields: Record<ResetStep, readonly ResetField[]> = {
  email: ['email'],
  code: ['code'],
  password: ['password', 'confirmPassword'],
};

const CODE_PATTERN = new RegExp(`^\\d{${limits.resetCodeDigits}}$`);

const schema = (values: ResetValues): Record<ResetField, z.ZodMiniType<string>> => ({
  email: z.string().check(z.trim(), z.minLength(1, texts.emailRequired), z.regex(EMAIL_PATTERN, texts.emailInvalid)),
  code: z.string().check(z.trim(), z.minLength(1, texts.codeRequired), z.regex(CODE_PATTERN, texts.codeInvalid)),
  password: z.string().check(z.minLength(1, texts.passwordRequired), z.regex(PASSWORD_PATTERN, texts.passwordWeak)),
  confirmPassword: z.string().check(
    z.minLength(1, texts.confirmPasswordRequired),
    z.refine((confirm) => confirm === values.password, texts.confirmPasswordMismatch),
  ),
});

/** Every error of the screen of `step`, one message per field. */
export function validateResetStep(step: ResetStep, values: ResetValues): ResetErrors {
  const rules = schema(values);
  const errors: ResetErrors = {};
  for (const field of stepFields[step]) {
    const result = rules[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  return errors;
}

export const emptyResetValues: ResetValues = { email: '', code: '', password: '', confirmPassword: '' };
