import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '#openapi/client';
import { adminApi } from '../api';

export type MailState = Schemas['MailState'];

/** Every mails query starts with this key: a mail sent again forgets them all. */
export const mailsKey = ['admin', 'mails'] as const;

export const mailsQuery = (search: { state?: MailState; page?: number }) =>
  queryOptions({
    queryKey: [...mailsKey, 'list', search],
    queryFn: () => unwrap(adminApi.GET('/admin/mails', { params: { query: search } })),
    // A mail leaves within a second of being queued: the list follows it.
    refetchInterval: 2000,
  });

export const mailQuery = (mailId: number) =>
  queryOptions({
    queryKey: [...mailsKey, 'one', mailId],
    queryFn: async () => (await unwrap(adminApi.GET('/admin/mails/{mailId}', { params: { path: { mailId } } }))).data,
  });

/** Each mail kind's wording: read when the wording screen opens, and again after a save or a reset. */
export const mailTemplatesKey = ['admin', 'mail-templates'] as const;

export const mailTemplatesQuery = () =>
  queryOptions({
    queryKey: mailTemplatesKey,
    queryFn: async () => (await unwrap(adminApi.GET('/admin/mail-templates'))).data,
  });
