import { ApiError } from '#openapi/client';
import { ReadAfterWriteQueryClient } from '#src/ui/readAfterWrite';

/**
 * How long what the shop edits rarely stays fresh: categories, filters, banners, the static
 * pages and the company's details. The default minute below is for what shoppers change.
 */
export const rarelyEditedStaleTime = 10 * 60_000;

/**
 * One client for the app. Client errors (4xx) are answers, not hiccups: retrying
 * them only delays the message, so only network and server failures are retried.
 * A change's read-again is a read of its own, even during a first load (decision 0090).
 */
export const queryClient = new ReadAfterWriteQueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status < 500) return false;
        return failureCount < 2;
      },
      refetchOnWindowFocus: false,
    },
  },
});
