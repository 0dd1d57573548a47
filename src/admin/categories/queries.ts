import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';
import { adminApi } from '../api';

/** The tree's one query: every change forgets it, and the tree is read again as the server has it. */
export const categoriesKey = ['admin', 'categories'] as const;

export const categoriesQuery = queryOptions({
  queryKey: categoriesKey,
  queryFn: async () => (await unwrap(adminApi.GET('/admin/categories'))).data,
});

/** A refusal in the server's words, with the field it concerns when it names one. */
export type Refusal = Error & { field?: string; status?: number };

/** The answer of a change, or a throw of the server's sentence (a network failure said as one too). */
export async function answerOf<T>(sending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const sent = await sending.catch(() => null);
  if (!sent) throw new Error(adminTexts.products.saveFailed);
  if (sent.data) return sent.data;
  const error = sent.error as { message?: string; errors?: { field?: string }[] } | undefined;
  throw Object.assign(new Error(error?.message ?? adminTexts.products.saveFailed), {
    field: error?.errors?.[0]?.field,
    status: sent.response.status,
  }) as Refusal;
}
