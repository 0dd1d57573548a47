import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters } from '@tanstack/react-query';

/**
 * A client whose "read it again" after a change never settles for a read begun before the change. TanStack Query
 * lets a refetch join a fetch under way when the query has no data yet (a screen's first load): that fetch may have
 * read the server before the write, and the screen then showed the old state until the next change (a category
 * added while the tree's first load was under way stayed missing from it). Such a fetch is cancelled first, so the
 * refetch is a read of its own. A fetch of a query with data is cancelled by the refetch already (`cancelRefetch`).
 */
export class ReadAfterWriteQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    // Only where the invalidation refetches the screens' queries: one cancelled and not read again would wait forever.
    const refetched = filters?.refetchType ?? 'active';
    if (refetched === 'active' || refetched === 'all')
      await this.cancelQueries({
        ...filters,
        type: 'active',
        fetchStatus: 'fetching',
        predicate: (query) => query.state.data === undefined && (filters?.predicate?.(query) ?? true),
      });
    return super.invalidateQueries(filters, options);
  }
}
