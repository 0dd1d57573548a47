/**
 * What a failed call means to the person using the storefront: the one reading of a
 * failed answer for the client, the machines and the screens. The shop answers a 4xx with
 * `{ message }`, a sentence worded for people and shown as it is ("Quantity must be between
 * 0 and 10."; a 400 adds the detail for programs in `errors`, which no screen reads); the
 * client raises it as an ApiError carrying the HTTP `status`, and fetch rejects with a
 * TypeError when the shop could not be reached.
 *
 * An answer it cannot explain is never shown as it came: a 5xx, a body that is not
 * `{ message }`, or a message worded for a developer by a validator (an older server, or
 * another backend behind API_BASE: `body/var_qty must be <= 10`) becomes a plain message
 * that asks to try again. The same guard stands in failureMessage, for any error a screen
 * may show (decision 0021).
 */
import { texts } from '../rules/texts';

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
 * A JSON-schema validator's wording: a location first (`body/…`, `params/…`, `querystring`),
 * or one of its phrases (`must NOT have more than`, `must be <=`, `must match pattern` …).
 * A sentence for people ("Quantity must be between 0 and 10.") has neither.
 */
const validatorWording = new RegExp(
  String.raw`^(?:body|params|querystring|headers)(?:[/.[\s]|$)|\b(?:must|should) (?:NOT\b|be [<>=]|` +
    String.raw`be (?:equal to|integer|number|string|boolean|array|object|null|multiple of)\b|` +
    String.raw`match (?:pattern|format)\b|have (?:required|additional)\b|pass\b)`,
);

/** `message` when it is fit to show a person, else the plain retryable one. */
const fitToShow = (message: string) =>
  message && !validatorWording.test(message) ? message : texts.somethingWentWrong;

/** What a failed answer (its status and body) says to a person. */
export function answerMessage(status: number, body: unknown): string {
  if (status >= 500) return texts.somethingWentWrong;
  return fitToShow(
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message.trim()
      : '',
  );
}

/**
 * The message an error carries (an ApiError's is already fit to show), the network-failure
 * text when the shop was never reached, otherwise `fallback`.
 */
export function failureMessage(error: unknown, fallback: string = texts.networkError): string {
  if (error instanceof TypeError) return texts.networkError;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
  ) {
    return fitToShow(error.message);
  }
  return fallback;
}
