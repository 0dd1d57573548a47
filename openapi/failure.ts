/**
 * What a failed call means to the person using the storefront. The API answers every
 * 4xx/5xx with `{ message }` (docs/api.md), and the client raises it as an ApiError
 * carrying the HTTP `status`; fetch rejects with a TypeError when the shop could not be
 * reached. One reading of an unknown error for the client, the machines and the screens.
 */
import { texts } from '../spec/texts';

/** A failed call. `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The message an error (or an error body) carries, the network-failure text when the
 * shop was never reached, otherwise `fallback`.
 */
export function failureMessage(error: unknown, fallback: string = texts.networkError): string {
  if (error instanceof TypeError) return texts.networkError;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback;
}
