import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { isSearchable } from '#rules/limits';
import { queryKeys } from '#src/app/queries/queryKeys';
import { api } from '#src/app/api/api';
import { rarelyEditedStaleTime } from '#src/app/queries/queryClient';
import { classificationsQuery, menuCategoriesQuery } from '#src/app/queries/categoryQueries';
import { contactDetailsQuery } from '#src/app/queries/contactDetailsQuery';
import { startApart } from '#src/app/startup/startApart';

/** Shared-layout data. Keys are hierarchical so one prefix invalidates a family: ['company', …]. */
const layoutKeys = {
  siteSettings: ['company', 'site-settings'] as const,
  companyDetails: ['company', 'details'] as const,
  socialLinks: ['company', 'social-links'] as const,
  metaData: ['company', 'meta'] as const,
  suggestions: (text: string) => [...queryKeys.productLists, 'suggestions', text] as const,
};

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: layoutKeys.siteSettings,
    queryFn: async () => (await unwrap(api.GET('/general'))).data,
    staleTime: rarelyEditedStaleTime,
  });

export const companyDetailsQuery = () =>
  queryOptions({
    queryKey: layoutKeys.companyDetails,
    queryFn: async () => (await unwrap(api.GET('/company-details'))).data[0] ?? null,
    staleTime: rarelyEditedStaleTime,
  });

export const socialLinksQuery = () =>
  queryOptions({
    queryKey: layoutKeys.socialLinks,
    queryFn: async () => (await unwrap(api.GET('/social-links'))).data[0] ?? null,
    staleTime: rarelyEditedStaleTime,
  });

export const metaDataQuery = () =>
  queryOptions({
    queryKey: layoutKeys.metaData,
    queryFn: async () => (await unwrap(api.GET('/meta-content'))).data[0] ?? null,
    staleTime: rarelyEditedStaleTime,
  });

/** Suggestions per text, with the shop's words they matched; TanStack Query cancels the superseded request through `signal`. */
export const suggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: layoutKeys.suggestions(text),
    queryFn: ({ signal }) => unwrap(api.GET('/product-search/{text}', { params: { path: { text } }, signal })),
    staleTime: 60_000,
    // The box takes no more than the shop does; a longer text could only come from elsewhere.
    enabled: text.trim().length > 0 && isSearchable(text),
  });

/**
 * Fetches everything the shared layout (header, menu, footer) reads. Its components ask
 * with `useQuery` and render without what has not come yet; the prerender fetches these
 * first (src/prerender.tsx), and so does the app on every page that carries the answers
 * (src/boot.tsx): its first frame has the whole layout, as a drawn page's picture did, and
 * nothing moves when it replaces the picture or arrives. Failures are the components' to
 * show, as ever: prefetching never throws.
 *
 * The app's start gives each call a task of its own on a slow phone (`startApart`, decision
 * 0019); the prerender waits for nothing.
 */
export function prefetchLayout(queryClient: QueryClient): Promise<void> {
  return startApart([
    () => queryClient.prefetchQuery(siteSettingsQuery()),
    () => queryClient.prefetchQuery(menuCategoriesQuery()),
    () => queryClient.prefetchQuery(classificationsQuery()),
    () => queryClient.prefetchQuery(companyDetailsQuery()),
    () => queryClient.prefetchQuery(metaDataQuery()),
    () => queryClient.prefetchQuery(contactDetailsQuery()),
    () => queryClient.prefetchQuery(socialLinksQuery()),
  ]);
}
