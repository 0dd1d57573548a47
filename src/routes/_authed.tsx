import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getToken } from '../app/token';

/**
 * Pages that need a token. Only its presence is checked (SPEC §2); the server judges
 * validity and a refused token ends the session. The redirect replaces the history
 * entry so Back does not bounce the shopper into the guard again.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login', replace: true });
  },
  component: Outlet,
});
