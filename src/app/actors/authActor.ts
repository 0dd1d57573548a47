/**
 * The one app-wide auth actor (machines/auth.machine.ts), started after the first
 * screen (src/app/actors/session.ts loads this module). Its session region is the only answer
 * to "is someone logged in": the header, the route guard and the product cards ask it
 * through session.ts, the account screens drive its forms, and every logout (the Logout
 * buttons, a refused token, another tab) goes through it.
 */
import { createActor, fromPromise } from 'xstate';
import { unwrap } from '#openapi/client';
import { authMachine } from '#machines/auth.machine';
import { effectActions } from '#machines/effects';
import { queryKeys } from '../queries/queryKeys';
import { api } from '../api/api';
import { appEffects } from './effects';
import { inspect } from './inspect';
import { queryClient } from '../queries/queryClient';
import { authSlot } from './slots';
import { clearSession, getToken, setToken } from '../api/token';

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
authSlot.fill(authActor);

/** Runs `ended` each time the shopper logs out (the Logout buttons, a refused token, another tab). */
export function onSessionEnded(ended: () => void): void {
  let loggedIn = authActor.getSnapshot().hasTag('loggedIn');
  authActor.subscribe((state) => {
    const wasLoggedIn = loggedIn;
    loggedIn = state.hasTag('loggedIn');
    if (wasLoggedIn && !loggedIn) ended();
  });
}
