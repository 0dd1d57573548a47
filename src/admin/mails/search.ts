// The outbox routes' searches, apart from their screens: the routes read them as the back office loads, the screens later.
import { isMailTemplateKind, type MailTemplateKind } from '#rules/mail-texts';
import type { MailState } from './queries';

export const MAIL_STATES: readonly MailState[] = ['waiting', 'failed', 'sent', 'given-up'];

export interface MailsSearch {
  state?: MailState;
  page?: number;
}

export interface TemplatesSearch {
  kind?: MailTemplateKind;
}

export const templatesSearch = (search: Record<string, unknown>): TemplatesSearch =>
  typeof search.kind === 'string' && isMailTemplateKind(search.kind) ? { kind: search.kind } : {};
