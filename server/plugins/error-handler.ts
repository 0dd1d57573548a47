import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, pgError, PG_CLIENT_INPUT_ERRORS } from '../db/pg-error';
import { HttpError } from '../messages/errors';
import { warnWithCause } from '../logging/warn-with-cause';
import { appWide } from './app-wide';
import { messages } from '../messages/messages';
import { refusal, refuse, RequestRefused, type RequestProblem } from './request-problems';

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.requests.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.requests.bodyTooLarge,
};

const clientRefusals: Record<string, () => RequestRefused> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => refuse('body', undefined, 'not_json', messages.requests.invalidJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => refuse('body', undefined, 'required', messages.requests.emptyJson),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    refuse('header', 'content-length', 'invalid', messages.requests.contentLengthMismatch),
};

interface SecurityFailure {
  errors?: unknown[];
}

const errorBody = (message: string, errors?: RequestProblem[]) => (errors ? { message, errors } : { message });

/** One error shape for every failure (decision 0021); a 500's cause goes only to the log. */
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
    // openapi-glue turns any security handler error into a 401; a database away is no reason to log out.
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

/** A value the contract let through but PostgreSQL refuses (an id beyond int range): a 400, not a 500. */
function isDatabaseInputError(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code !== undefined && PG_CLIENT_INPUT_ERRORS.has(code);
}

export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // The contract documents 400 here, not the router's 414.
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
  const inner = error.errors?.find((cause): cause is HttpError => cause instanceof HttpError);
  if (inner) return inner.message;
  if (status === 401) return messages.auth.logInAgain;
  return error.message || messages.requests.badRequest;
}

/** Node's parser refusals (timeout, headers too large) in our shape, not Fastify's `{error,message,statusCode}`. */
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
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
