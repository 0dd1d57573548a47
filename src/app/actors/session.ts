/**
 * The session as the app reads it. The one app-wide auth actor (src/app/actors/authActor.ts)
 * is the only answer to "is someone logged in", but it and xstate load after the first
 * screen (main.tsx), so they are not in the entry. Until it has loaded, and only then,
 * the answer is whether a token was stored when the page opened: exactly the state the
 * actor starts in (product §4, its `hasToken` input), so the first paint and the actor agree.
 */
import { onUnauthorized } from '../api/api';
import { getToken, TOKEN_KEY } from '../api/token';
import { authSlot } from './slots';

/** The auth actor, its module loaded the first time it is asked for. */
const loadAuth = () => authSlot.load(() => import('./authActor'));

/** Read once: the first paint's answer, never consulted after the actor is up. */
const tokenAtStart = getToken() !== null;

export function isLoggedIn(): boolean {
  return authSlot.current()?.getSnapshot().hasTag('loggedIn') ?? tokenAtStart;
}

/** Logged in or not; on a page the server drew, anonymous for the pass that hydrates it, as the server (which has no token) drew it. */
export function useLoggedIn(): boolean {
  return authSlot.useSelect((state) => state.hasTag('loggedIn'), tokenAtStart, false);
}

/** Starts the auth actor (boot.tsx calls it once the first screen is up, for a shopper who has a token). */
export function startSession(): Promise<unknown> {
  return loadAuth();
}

/** Clears local storage and user data, then goes to /login (product §4). */
export function logout(): void {
  void loadAuth().then((auth) => auth.send({ type: 'LOGOUT' }));
}

onUnauthorized(logout);

// Storage is shared by every tab of the shop: a login or logout in another one moves
// this session too. (A tab never hears its own writes, so the machine's are not echoed.)
// (A prerender in the server has no window.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    void loadAuth().then((auth) => {
      const hasToken = getToken() !== null;
      const loggedIn = auth.getSnapshot().hasTag('loggedIn');
      if (!hasToken && loggedIn) auth.send({ type: 'LOGOUT' });
      if (hasToken && !loggedIn) auth.send({ type: 'LOGGED_IN' });
    });
  });
}
