import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader receives: the one query client, so loaders warm its cache. */
export interface RouterContext {
  queryClient: QueryClient;
}
