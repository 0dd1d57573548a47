import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isLoggedIn } from '../app/actors/session';

/**
 * Pages for a logged-in shopper, as the auth actor's session says (product §2): the server
 * judges the token's validity and a refused one ends the session. The redirect replaces
 * the history entry so Back does not bounce the shopper into the guard again.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    if (!isLoggedIn()) throw redirect({ to: '/login', replace: true });
  },
  component: Outlet,
});
