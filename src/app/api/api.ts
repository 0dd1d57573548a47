import { createApiClient } from '#openapi/client';
import { config } from '../startup/config';
import { withInlinedAnswers } from '../startup/inlinedAnswers';
import { getToken } from './token';

let endSession = (): void => {};

/**
 * What a refused token does: the auth actor's logout, bound by src/app/actors/session.ts.
 * That module builds the actor on this client, so importing it here would be a cycle.
 */
export function onUnauthorized(handler: () => void): void {
  endSession = handler;
}

/**
 * The one typed API client. The bearer token is read per request, so login and
 * logout take effect without rebuilding the client; a 401 ends the session. The first
 * screen's calls are answered from the page itself (decision 0016).
 */
export const api = createApiClient({
  // A prerender (src/prerender.tsx) has no page address to resolve a relative base against.
  baseUrl: typeof document === 'undefined' ? new URL(config.apiBase, 'http://prerender.invalid/').href : config.apiBase,
  getToken,
  onUnauthorized: () => endSession(),
  fetch: withInlinedAnswers(config.apiBase, getToken() !== null),
});
