import { createApiClient } from '../../openapi/client';
import { config } from './config';
import { getToken } from './token';
import { logout } from './session';

/**
 * The one typed API client. The bearer token is read per request, so login and
 * logout take effect without rebuilding the client; a 401 ends the session.
 */
export const api = createApiClient({
  baseUrl: config.apiBase,
  getToken,
  onUnauthorized: logout,
});
