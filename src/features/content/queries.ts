import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../openapi/client';
import { api } from '../../app/api';

/** Static pages; terms and privacy share one call (SPEC §7), hence one key. */
export const contentKeys = {
  about: ['content', 'about'] as const,
  policies: ['content', 'policies'] as const,
  contact: ['content', 'contact'] as const,
};

export const aboutQuery = () =>
  queryOptions({
    queryKey: contentKeys.about,
    queryFn: async () => (await unwrap(api.GET('/about'))).data.data[0] ?? null,
    staleTime: 10 * 60_000,
  });

export const policiesQuery = () =>
  queryOptions({
    queryKey: contentKeys.policies,
    queryFn: async () => (await unwrap(api.GET('/policy'))).data[0] ?? null,
    staleTime: 10 * 60_000,
  });

export const contactDetailsQuery = () =>
  queryOptions({
    queryKey: contentKeys.contact,
    queryFn: async () => (await unwrap(api.GET('/contact'))).data[0] ?? null,
    staleTime: 10 * 60_000,
  });
