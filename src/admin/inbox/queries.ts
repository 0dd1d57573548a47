import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { adminApi } from '../api';

/** Every inbox query starts with this key: a change to one message forgets them all. */
export const inboxKey = ['admin', 'inbox'] as const;

export const inboxQuery = (all: boolean) =>
  queryOptions({
    queryKey: [...inboxKey, 'list', { all }],
    queryFn: async () => (await unwrap(adminApi.GET('/admin/inbox', { params: { query: { all } } }))).data,
  });

export const inboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: [...inboxKey, 'message', id],
    queryFn: async () => (await unwrap(adminApi.GET('/admin/inbox/{id}', { params: { path: { id } } }))).data,
  });
