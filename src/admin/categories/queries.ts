import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';
import { adminApi } from '../api';
import { saved } from '../save';

/** The tree's one query: every change forgets it, and the tree is read again as the server has it. */
export const categoriesKey = ['admin', 'categories'] as const;

export const categoriesQuery = queryOptions({
  queryKey: categoriesKey,
  queryFn: async () => (await unwrap(adminApi.GET('/admin/categories'))).data,
});

/** A refusal in the server's words (src/admin/save.ts), with its status and what it says of each field. */
export type Refusal = Error & { status?: number; errors?: { field?: string }[] };

/** The field a refusal names first, if any. */
export const fieldOf = (error: Refusal) => error.errors?.[0]?.field;

/** A change's answer, or a throw of the server's sentence (a network failure said as one too). */
export const answerOf = <T>(sending: Promise<{ data?: T; error?: unknown; response: Response }>) =>
  saved(sending, adminTexts.products.saveFailed);
