// The inbox's screens (issue 52): /inbox lists the open messages (?show=all: every one), /inbox/<id> reads one.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { useRouteParams, useRouteSearch } from '../navigation';

const InboxList = lazyRouteComponent(() => import('./InboxList'), 'InboxList');
const InboxMessagePage = lazyRouteComponent(() => import('./InboxMessagePage'), 'InboxMessagePage');

export interface InboxSearch {
  show?: 'all';
}

export function inboxRoutes(parent: AnyRoute) {
  const inbox = createRoute({ getParentRoute: () => parent, path: 'inbox' });
  const list = createRoute({
    getParentRoute: () => inbox,
    path: '/',
    validateSearch: (search: Record<string, unknown>): InboxSearch => (search.show === 'all' ? { show: 'all' } : {}),
    component: function InboxListRoute() {
      return <InboxList all={useRouteSearch<InboxSearch>(list).show === 'all'} />;
    },
  });
  const message = createRoute({
    getParentRoute: () => inbox,
    path: '$id',
    component: function InboxMessageRoute() {
      return <InboxMessagePage id={useRouteParams<{ id: string }>(message).id} />;
    },
  });
  return inbox.addChildren([list, message]);
}
