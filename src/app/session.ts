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
 */
export function logout(): void {
  clearSession();
  queryClient.removeQueries({ queryKey: ['me'] });
  appEffects.navigate('/login');
}
