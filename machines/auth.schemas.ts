/**
 * Validation rules of the login and sign-up forms (SPEC §5), as zod schemas.
 * Each field is checked on its own so that the first failing rule of a field is the
 * message shown under it (required before format), whatever the other fields hold.
 */
import { z } from 'zod';
import { texts } from '../spec/texts';
import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN } from '../spec/patterns';

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

const required = (message: string) => z.string().trim().min(1, message);

const loginSchema = {
  email: required(texts.emailRequired),
  password: z.string().min(1, texts.passwordRequired),
} satisfies Partial<Record<AuthField, z.ZodType<string>>>;

const signupSchema = (values: AuthValues) =>
  ({
    email: required(texts.emailRequired).regex(EMAIL_PATTERN, texts.emailInvalid),
    firstName: required(texts.firstNameRequired),
    lastName: z.string(),
    mobile: required(texts.mobileRequired).regex(MOBILE_PATTERN, texts.mobileInvalid),
    password: z.string().min(1, texts.passwordRequired).regex(PASSWORD_PATTERN, texts.passwordWeak),
    confirmPassword: z
      .string()
      .min(1, texts.confirmPasswordRequired)
      .refine((confirm) => confirm === values.password, texts.confirmPasswordMismatch),
  }) satisfies Record<AuthField, z.ZodType<string>>;

/** Every error of the form in `mode`, one message per field (its first failing rule). */
export function validateAuthForm(mode: AuthMode, values: AuthValues): AuthFieldErrors {
  const schema: Partial<Record<AuthField, z.ZodType<string>>> =
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
