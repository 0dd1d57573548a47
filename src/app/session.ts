import { useSyncExternalStore } from 'react';
import { clearSession, getToken, subscribeToken } from './token';
import { appEffects } from './effects';
import { queryClient } from './queryClient';

/** Login state is the presence of the stored token (SPEC §4); this hook follows it. */
export function useHasToken(): boolean {
  return useSyncExternalStore(
    subscribeToken,
    () => getToken() !== null,
    () => false,
  );
}

/**
 * Logout: clear all local storage and user data, then go to /login (SPEC §4).
 * Cached per-user queries go too, so the next user never sees the previous cart.
 * This is the fallback until startup hands logout to the auth machine (`bindLogout`
 * in main.tsx), after which every logout, a 401 included, runs through the statechart.
 * The indirection also keeps api.ts free of an import cycle with the auth actor.
 */
let endSession = (): void => {
  clearSession();
  queryClient.removeQueries({ queryKey: ['me'] });
  appEffects.navigate('/login');
};

export function bindLogout(handler: () => void): void {
  endSession = handler;
}

export function logout(): void {
  endSession();
}
