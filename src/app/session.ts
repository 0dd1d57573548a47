/**
 * The one app-wide auth actor (machines/auth.machine.ts), started when the app loads:
 * the header asks it whether someone is logged in, the account screens drive its forms,
 * and every logout (the Logout buttons, any 401) goes through it.
 */
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { unwrap } from '../../../openapi/client';
import { authMachine } from '../../../machines/auth.machine';
import { effectActions } from '../../../machines/effects';
import { api } from '../../app/api';
import { appEffects } from '../../app/effects';
import { queryClient } from '../../app/queryClient';
import { clearSession, getToken, setToken, subscribeToken } from '../../app/token';
import { inspect } from './inspect';

/** True while the machine itself writes storage, so the storage listener ignores the echo. */
let machineWriting = false;
const asMachine = (write: () => void) => {
  machineWriting = true;
  try {
    write();
  } finally {
    machineWriting = false;
  }
};

const liveAuthMachine = authMachine.provide({
  actors: {
    logIn: fromPromise(async ({ input }) => (await unwrap(api.POST('/login', { body: input }))).data),
    signUp: fromPromise(async ({ input }) => (await unwrap(api.POST('/user', { body: input }))).data),
  },
  actions: {
    ...effectActions(appEffects),
    saveToken: (_, { token }) => asMachine(() => setToken(token)),
    endSession: () => {
      asMachine(clearSession);
      // the next person on this device must not see the previous one's cart or profile
      queryClient.removeQueries({ queryKey: ['me'] });
    },
  },
});

export const authActor = createActor(liveAuthMachine, {
  input: { hasToken: getToken() !== null },
  ...(inspect ? { inspect } : {}),
});
authActor.start();

// Storage is the truth (SPEC §4): a token set or cleared by other code (an older
// logout path, a test helper) still moves the session, so the two never disagree.
subscribeToken((token) => {
  if (machineWriting) return;
  const session = authActor.getSnapshot();
  if (token === null && session.hasTag('loggedIn')) authActor.send({ type: 'LOGOUT' });
  if (token !== null && session.hasTag('anonymous')) authActor.send({ type: 'LOGGED_IN' });
});

export function useAuthActor() {
  return authActor;
}

export function useIsLoggedIn(): boolean {
  return useSelector(authActor, (state) => state.hasTag('loggedIn'));
}

/** Clears local storage and user data, then goes to /login (SPEC §4). Also the 401 handler. */
export function logout(): void {
  authActor.send({ type: 'LOGOUT' });
}
