import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { Spinner } from '../ui/Spinner';
import { LoadFailed } from './LoadFailed';
import * as css from './screen.css';

/**
 * A query's three states as the back office's screens show them: a spinner while it loads, its error in words with a
 * retry, and then its data; `empty` instead of the data when the data holds nothing.
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
  if (query.isPending) return <Spinner label={adminTexts.loading} />;
  if (query.isError) return <LoadFailed message={query.error.message} retry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <p className={css.empty}>{empty}</p>;
  return <>{children(query.data)}</>;
}
