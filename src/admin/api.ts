// The back office's client of the one contract: the session rides in the sf_admin cookie the browser sends itself
// (same origin, Path /api/v1/admin), never in a header a script could read or set.
import { createApiClient } from '#openapi/client';

export const adminApi = createApiClient({
  baseUrl: new URL('/api/v1', window.location.origin).href,
  getToken: () => null,
});
