// The outbox's screens (issue 54): /mails lists the mails (?state=failed&page=2), /mails/<id> shows one as it was written,
// /mails/templates rewords each kind (?kind=order-placed).
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { useRouteParams, useRouteSearch } from '../navigation';
import { MAIL_STATES, templatesSearch, type MailsSearch, type TemplatesSearch } from './search';

const MailPage = lazyRouteComponent(() => import('./MailPage'), 'MailPage');
const MailsPage = lazyRouteComponent(() => import('./MailsPage'), 'MailsPage');
const TemplatesPage = lazyRouteComponent(() => import('./TemplatesPage'), 'TemplatesPage');

export function mailsRoutes(parent: AnyRoute) {
  const mails = createRoute({ getParentRoute: () => parent, path: 'mails' });
  const list = createRoute({
    getParentRoute: () => mails,
    path: '/',
    validateSearch: (search: Record<string, unknown>): MailsSearch => {
      const state = MAIL_STATES.find((known) => known === search.state);
      const page = Number(search.page);
      return { ...(state ? { state } : {}), ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}) };
    },
    component: function MailsRoute() {
      return <MailsPage search={useRouteSearch<MailsSearch>(list)} />;
    },
  });
  const mail = createRoute({
    getParentRoute: () => mails,
    path: '$mailId',
    component: function MailRoute() {
      const { mailId } = useRouteParams<{ mailId: string }>(mail);
      return <MailPage key={mailId} id={mailId} />;
    },
  });
  const templates = createRoute({
    getParentRoute: () => mails,
    path: 'templates',
    validateSearch: templatesSearch,
    component: function TemplatesRoute() {
      return <TemplatesPage search={useRouteSearch<TemplatesSearch>(templates)} />;
    },
  });
  return mails.addChildren([list, templates, mail]);
}
