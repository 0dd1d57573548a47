import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, pgError, PG_CLIENT_INPUT_ERRORS } from '../db/pg-error';
import { HttpError } from '../messages/errors';
import { warnWithCause } from '../logging/warn-with-cause';
import { appWide } from './app-wide';
import { messages } from '../messages/messages';
import { refusal, refuse, RequestRefused, type RequestProblem } from './request-problems';

/** Client mistakes Fastify detects before a handler runs, in words a client developer can act on. */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.requests.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.requests.bodyTooLarge,
};

/** The same, when they are a 400: with the problem for programs as well. */
const clientRefusals: Record<string, () => RequestRefused> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => refuse('body', undefined, 'not_json', messages.requests.invalidJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => refuse('body', undefined, 'required', messages.requests.emptyJson),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    refuse('header', 'content-length', 'invalid', messages.requests.contentLengthMismatch),
};

interface SecurityFailure {
  errors?: unknown[];
}

/** The one error shape: `{ message }`, and on a refused request the contract's `errors`. */
const errorBody = (message: string, errors?: RequestProblem[]) => (errors ? { message, errors } : { message });

/**
 * One error shape for every failure. Client errors keep a message worded for people;
 * anything else is a 500 whose cause goes only to the log.
 */
export const errorHandler = appWide(async (app) => {
  app.setErrorHandler((error: FastifyError & SecurityFailure, request, reply) => {
    if (error instanceof RequestRefused) {
      return reply.status(400).send(errorBody(error.message, error.errors));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(errorBody(error.message));
    }
    const refused = error.validation
      ? refusal(error.validation, error.validationContext ?? 'body')
      : clientRefusals[error.code]?.();
    if (refused) {
      return reply.status(400).send(errorBody(refused.message, refused.errors));
    }
    if (isDatabaseInputError(error)) {
      return reply.status(400).send({ message: messages.requests.cannotStore });
    }
    // fastify-openapi-glue answers 401 when a security handler threw, whatever it threw: a
    // session that could not be read while the database is away is no reason to log out.
    if (isDatabaseUnavailable(error) || error.errors?.some(isDatabaseUnavailable)) {
      warnWithCause(request.log, error, 'the database is unavailable');
      return reply.status(503).header('Retry-After', '5').send({ message: messages.requests.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: messages.requests.serverError });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: messages.requests.notFound }));
});

/**
 * PostgreSQL refusing a value the contract let through (an id beyond its integer range,
 * a NUL in a text): the request's fault, so a 400, never a 500.
 */
function isDatabaseInputError(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code !== undefined && PG_CLIENT_INPUT_ERRORS.has(code);
}

/** Fastify's own early refusals (a malformed URL) in the one error shape. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // A path parameter longer than any the contract allows is a bad request like any other
  // invalid parameter (the contract documents 400, not the router's 414).
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(400).send(errorBody(messages.requests.parameterTooLong, [{ in: 'path', problem: 'too_long' }]));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(errorBody(messages.requests.malformedUrl, [{ in: 'path', problem: 'invalid' }]));
    return;
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(errorBody(error.message));
}

function clientMessage(error: FastifyError & SecurityFailure, status: number): string {
  const known = clientErrorMessages[error.code];
  if (known) return known;
  // fastify-openapi-glue wraps the security handler's own error: surface that one.
  const inner = error.errors?.find((cause): cause is HttpError => cause instanceof HttpError);
  if (inner) return inner.message;
  if (status === 401) return messages.auth.logInAgain;
  return error.message || messages.requests.badRequest;
}

/**
 * What Node's HTTP parser refuses before Fastify has a request (a body that did not arrive
 * in time, headers too large, a malformed request), in the one error shape: Fastify's own
 * answer here is `{"error","message","statusCode"}`.
 */
export function clientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, messages.requests.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, messages.requests.headersTooLarge]
        : [400, messages.requests.badRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
