/**
 * The one app-wide auth actor (machines/auth.machine.ts), started when the app loads.
 * Its session region is the only answer to "is someone logged in": the header, the
 * route guard and the product cards ask it, the account screens drive its forms, and
 * every logout (the Logout buttons, a refused token, another tab) goes through it.
 */
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { unwrap } from '../../openapi/client';
import { authMachine } from '../../machines/auth.machine';
import { effectActions } from '../../machines/effects';
import { queryKeys } from './queryKeys';
import { api, onUnauthorized } from './api';
import { appEffects } from './effects';
import { inspect } from './inspect';
import { queryClient } from './queryClient';
import { clearSession, getToken, setToken, TOKEN_KEY } from './token';

const liveAuthMachine = authMachine.provide({
  actors: {
    logIn: fromPromise(async ({ input }) => (await unwrap(api.POST('/login', { body: input }))).data),
    signUp: fromPromise(async ({ input }) => (await unwrap(api.POST('/user', { body: input }))).data),
  },
  actions: {
    ...effectActions(appEffects),
    saveToken: (_, { token }) => setToken(token),
    endSession: () => {
      const token = getToken();
      clearSession();
      // the next person on this device must not see the previous one's cart or profile
      queryClient.removeQueries({ queryKey: queryKeys.me });
      if (token) revokeOnServer(token);
    },
  },
});

/**
 * Asks the server to forget the token, so a copy of it stops working. Local state is
 * already cleared: offline, or when the server refused the token first, the shopper is
 * logged out all the same.
 */
function revokeOnServer(token: string): void {
  api.DELETE('/session', { headers: { Authorization: `Bearer ${token}` } }).catch(() => {});
}

export const authActor = createActor(liveAuthMachine, {
  input: { hasToken: getToken() !== null },
  ...(inspect ? { inspect } : {}),
});
authActor.start();

export function isLoggedIn(): boolean {
  return authActor.getSnapshot().hasTag('loggedIn');
}

export function useLoggedIn(): boolean {
  return useSelector(authActor, (state) => state.hasTag('loggedIn'));
}

/** Clears local storage and user data, then goes to /login (SPEC §4). */
export function logout(): void {
  authActor.send({ type: 'LOGOUT' });
}

onUnauthorized(logout);

// Storage is shared by every tab of the shop: a login or logout in another one moves
// this session too. (A tab never hears its own writes, so the machine's are not echoed.)
window.addEventListener('storage', (event) => {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  const hasToken = getToken() !== null;
  if (!hasToken && isLoggedIn()) logout();
  if (hasToken && !isLoggedIn()) authActor.send({ type: 'LOGGED_IN' });
});
