import { messages } from './messages';

/** A client-facing error: the one error handler answers `{ message }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries beside `{ message }` (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = messages.auth.logInAgain) => new HttpError(401, message);
export const forbidden = (message = messages.auth.notAllowed) => new HttpError(403, message);
export const notFound = (message = messages.requests.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** Refused for now: the client may ask again once `retryAfterSeconds` have passed. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });
