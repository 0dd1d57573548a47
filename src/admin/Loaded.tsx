import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { texts } from '#rules/texts';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import * as css from './screen.css';

/**
 * A query's three states as the back office's screens show them: a spinner while it loads, its error in words with a
 * retry, and then its data. `empty` is shown instead of the data when the data holds nothing.
 */
export function Loaded<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T, Error>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={texts.backOffice.loading} />;
  if (query.isError)
    return (
      <div className={css.failure} role="alert">
        <p>
          {texts.backOffice.failed} {query.error.message}
        </p>
        <Button tone="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {texts.backOffice.retry}
        </Button>
      </div>
    );
  if (isEmpty?.(query.data)) return <p className={css.empty}>{empty}</p>;
  return <>{children(query.data)}</>;
}
