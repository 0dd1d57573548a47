import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { Button } from '#src/ui/Button';
import { Spinner } from '#src/ui/Spinner';
import * as page from '../admin-page.css';
import { TableFrame } from '../TableFrame';
import { LoadFailed } from '../LoadFailed';
import { adminApi } from '../api';
import { AdminLink } from '../navigation';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** A change's before → after, its fields side by side: what it was, what it became. */
function beforeAfter(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (value: unknown) =>
    value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return fields.map((field) => `${field}: ${show(before?.[field])} → ${show(after?.[field])}`).join('; ');
}

/** Every change made by the shop's people, newest first: who, when, what, before → after, and why. */
export function ActivityPage() {
  const record = useInfiniteQuery({
    queryKey: ['admin', 'activity'],
    queryFn: ({ pageParam }) =>
      unwrap(adminApi.GET('/admin/activity', { params: { query: pageParam ? { before: pageParam } : {} } })),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.more ? last.data.at(-1)?.id : undefined),
  });
  const entries = record.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      <h1 className={page.heading}>Activity</h1>
      {record.isError ? (
        <LoadFailed message={record.error.message} retry={() => void record.refetch()} />
      ) : !record.data ? (
        <Spinner label="Loading the record" />
      ) : entries.length === 0 ? (
        <p className={page.muted} role="status">
          Nothing has been changed yet.
        </p>
      ) : (
        <TableFrame label="Changes">
          <table className={page.table}>
            <caption className={page.caption}>Newest first. The record is never edited or deleted.</caption>
            <thead>
              <tr>
                <th className={page.headCell}>When</th>
                <th className={page.headCell}>Who</th>
                <th className={page.headCell}>What</th>
                <th className={page.headCell}>Before → after</th>
                <th className={page.headCell}>Reason</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={page.cell}>{when.format(new Date(entry.at))}</td>
                  <td className={page.cell}>{entry.who}</td>
                  <td className={page.cell}>
                    {entry.order_id ? (
                      <AdminLink
                        to="/orders/$orderId"
                        params={{ orderId: String(entry.order_id) }}
                        className={page.link}
                      >
                        {entry.subject}
                      </AdminLink>
                    ) : (
                      entry.subject
                    )}
                    : {entry.text}
                  </td>
                  <td className={page.cell}>{beforeAfter(entry.before, entry.after)}</td>
                  <td className={page.cell}>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {record.hasNextPage && (
        <p>
          <Button tone="secondary" onClick={() => record.fetchNextPage()} disabled={record.isFetchingNextPage}>
            Older changes
          </Button>
        </p>
      )}
    </>
  );
}
