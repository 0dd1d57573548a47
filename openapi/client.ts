import createClient, { type Middleware } from 'openapi-fetch';
import { texts } from '../rules/texts';
import { answerMessage, ApiError } from './failure';
import type { components, paths } from './schema.gen';

/** The contract's named shapes: `Schemas['Cart']`, `Schemas['ProductDetail']`, ... */
export type Schemas = components['schemas'];
export type { components, operations, paths } from './schema.gen';
export { ApiError };

export interface ApiClientOptions {
  /** Where the API lives, such as `/api/v1` or `http://127.0.0.1:3000/api/v1`. */
  baseUrl: string;
  /** Read on every request, so login and logout apply without rebuilding the client. */
  getToken: () => string | null | undefined;
  /** Called when a request that carried a token is answered 401: the session is over. */
  onUnauthorized?: () => void;
  /** For tests and server-side use; defaults to the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient({ baseUrl, getToken, onUnauthorized, fetch }: ApiClientOptions) {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  client.use(sessionMiddleware(getToken, onUnauthorized));
  return client;
}

function sessionMiddleware(getToken: ApiClientOptions['getToken'], onUnauthorized?: () => void): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ request, response }) {
      // Only a stored token the server refused ends the session: an anonymous 401 (wrong
      // password) does not, nor does the answer to revoking a token logout already dropped.
      if (response.status === 401 && request.headers.has('Authorization') && getToken()) onUnauthorized?.();
    },
    onError({ error }) {
      return error instanceof ApiError ? error : new ApiError(0, texts.networkError);
    },
  };
}

/** What an openapi-fetch call resolves to. */
interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success body of a call's result: its `data` without the error branch's `undefined`. */
export type SuccessData<R> = R extends { data: infer D } ? Exclude<D, undefined> : never;

/**
 * The data of a call, or an ApiError carrying what the answer says to a person (failure.ts).
 * Accepts the call's promise too: `await unwrap(api.GET('/cart'))`.
 */
export async function unwrap<R extends FetchResult>(call: R | Promise<R>): Promise<SuccessData<R>> {
  let result: R;
  try {
    result = await call;
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(0, texts.networkError);
  }
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(result.response.status, answerMessage(result.response.status, result.error));
  }
  return result.data as SuccessData<R>;
}
