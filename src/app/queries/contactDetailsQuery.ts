import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { api } from '../api/api';
import { rarelyEditedStaleTime } from './queryClient';

/** The store's address, mobile and email: the footer and the Contact Us page. */
export const contactDetailsQuery = () =>
  queryOptions({
    queryKey: ['content', 'contact'] as const,
    queryFn: async () => (await unwrap(api.GET('/contact'))).data[0] ?? null,
    staleTime: rarelyEditedStaleTime,
  });
