/**
 * What a failed call means to the person using the form. The API answers every
 * 4xx/5xx with `{ message }` (docs/api.md), and the client turns that into an error
 * carrying the HTTP `status`; an error without a status never reached the server.
 */
import { texts } from '../spec/texts';

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  if (typeof status === 'number') return status;
  if (typeof statusCode === 'number') return statusCode;
  return undefined;
}

/** The server's own message when it answered, otherwise the network-failure text. */
export function failureMessage(error: unknown): string {
  if (statusOf(error) === undefined) return texts.networkError;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.length > 0 ? message : texts.networkError;
}

/** An error as the API client raises it, for actors and tests. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
