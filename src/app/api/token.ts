/** The login state starts from the presence of a stored token (product §4), under this storage entry. */
export const TOKEN_KEY = 'j_keys';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage unavailable (private mode, tests without DOM)
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/** Logout clears all local storage (product §4), not only the token. */
export function clearSession(): void {
  localStorage.clear();
}
