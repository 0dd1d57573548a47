import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { api } from '#src/app/api/api';
import { rarelyEditedStaleTime } from '#src/app/queries/queryClient';

/** Static pages; terms and privacy share one call (product §7), hence one key. */
const contentKeys = {
  about: ['content', 'about'] as const,
  policies: ['content', 'policies'] as const,
};

export const aboutQuery = () =>
  queryOptions({
    queryKey: contentKeys.about,
    queryFn: async () => (await unwrap(api.GET('/about'))).data.data[0] ?? null,
    staleTime: rarelyEditedStaleTime,
  });

export const policiesQuery = () =>
  queryOptions({
    queryKey: contentKeys.policies,
    queryFn: async () => (await unwrap(api.GET('/policy'))).data[0] ?? null,
    staleTime: rarelyEditedStaleTime,
  });
