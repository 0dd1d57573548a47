/** Contact form rules (product §5): checked on each change, shown only for fields typed into. */
import { texts } from '../rules/texts';
import { EMAIL_PATTERN } from '../rules/patterns';

export const contactFields = ['name', 'email', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactValues: ContactValues = { name: '', email: '', message: '' };

export function validateContactForm(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = texts.contactNameRequired;
  if (!values.email.trim()) errors.email = texts.contactEmailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = texts.contactEmailInvalid;
  if (!values.message.trim()) errors.message = texts.contactMessageRequired;
  return errors;
}
