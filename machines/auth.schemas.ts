/**
 * Validation rules of the login and sign-up forms (product §5), as zod schemas (zod/mini:
 * the auth machine runs from the first page load, so its rules must stay small).
 * Each field is checked on its own so that the first failing rule of a field is the
 * message shown under it (required before format), whatever the other fields hold.
 */
import { z } from 'zod/mini';
import { texts } from '../rules/texts';
import { EMAIL_PATTERN, isOneLine, MOBILE_PATTERN, PASSWORD_PATTERN } from '../rules/patterns';
import { oneLineLabels } from '../rules/fields';

export type AuthMode = 'login' | 'signup';

export const authFields = ['email', 'password', 'firstName', 'lastName', 'mobile', 'confirmPassword'] as const;
export type AuthField = (typeof authFields)[number];
export type AuthValues = Record<AuthField, string>;
export type AuthFieldErrors = Partial<Record<AuthField, string>>;

/** The fields each form shows, in screen order (the first invalid one gets focus). */
export const formFields: Record<AuthMode, readonly AuthField[]> = {
  login: ['email', 'password'],
  signup: ['email', 'firstName', 'lastName', 'mobile', 'password', 'confirmPassword'],
};

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

const loginSchema = {
  email: required(texts.emailRequired),
  password: z.string().check(z.minLength(1, texts.passwordRequired)),
} satisfies Partial<Record<AuthField, z.ZodMiniType<string>>>;

const signupSchema = (values: AuthValues) =>
  ({
    email: required(texts.emailRequired).check(z.regex(EMAIL_PATTERN, texts.emailInvalid)),
    // Checked as sent: trimmed (machines/auth.machine.ts), one line, as the server refuses otherwise.
    firstName: required(texts.firstNameRequired).check(z.refine(isOneLine, texts.notOneLine(oneLineLabels.var_name))),
    lastName: z.string().check(z.trim(), z.refine(isOneLine, texts.notOneLine(oneLineLabels.last_name))),
    mobile: required(texts.mobileRequired).check(z.regex(MOBILE_PATTERN, texts.mobileInvalid)),
    password: z.string().check(z.minLength(1, texts.passwordRequired), z.regex(PASSWORD_PATTERN, texts.passwordWeak)),
    confirmPassword: z.string().check(
      z.minLength(1, texts.confirmPasswordRequired),
      z.refine((confirm) => confirm === values.password, texts.confirmPasswordMismatch),
    ),
  }) satisfies Record<AuthField, z.ZodMiniType<string>>;

/** Every error of the form in `mode`, one message per field (its first failing rule). */
export function validateAuthForm(mode: AuthMode, values: AuthValues): AuthFieldErrors {
  const schema: Partial<Record<AuthField, z.ZodMiniType<string>>> =
    mode === 'login' ? loginSchema : signupSchema(values);
  const errors: AuthFieldErrors = {};
  for (const field of formFields[mode]) {
    const result = schema[field]?.safeParse(values[field]);
    const message = result && !result.success ? result.error.issues[0]?.message : undefined;
    if (message) errors[field] = message;
  }
  return errors;
}

export const emptyAuthValues: AuthValues = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  mobile: '',
  confirmPassword: '',
};
