import { DrizzleQueryError } from 'drizzle-orm';
import {
  LogController,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { API_PREFIX } from '../settings/api-prefix';
import { causeChain, pgError } from '../db/pg-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An operator's endpoint (server/ops/routes.ts): no line per request. */
    quietLog?: boolean;
  }
}

/** What a caller may choose about the log: how much, and where it goes (default stdout). */
export interface LogOptions {
  level?: string;
  stream?: { write(line: string): void };
}

/**
 * The server's logger: never a password or its hash, a token, an email, a mobile number,
 * a card number or an invoice ticket. Requests are logged by method and path (no query
 * string, the ticket masked); errors through `safeError`; and any field of those names
 * that some log call passes anyway is censored.
 */
export function loggerOptions(options: LogOptions): FastifyServerOptions['logger'] {
  return {
    ...options,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.authorization',
        '*.cookie',
        '*.var_password',
        '*.passwordHash',
        '*.accessToken',
        '*.token',
        '*.ticket',
        '*.var_email',
        '*.email',
        '*.var_mobile_no',
        '*.mobile',
        '*.var_phone',
        '*.card_number',
        '*.card_cvc',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: safePath(request.url),
        remoteAddress: request.ip,
      }),
      err: safeError,
    },
  };
}

/** The path without its query string, and an invoice link's ticket (a bearer credential for 5 minutes) masked. */
export function safePath(url: string): string {
  return url.split('?')[0]!.replace(/(\/invoice\/)[^/]+/, '$1[ticket]');
}

/**
 * An error as the log keeps it. A database error is its SQLSTATE, constraint and SQL text
 * only: drizzle's message lists every query parameter (the sign-up's email, mobile and
 * password hash), and PostgreSQL's message and detail can quote a value
 * (`Key (email)=(…) already exists`).
 */
export function safeError(error: Error & Pick<Partial<FastifyError>, 'code'>): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const database = pgError(error);
  const query = findQueryError(error);
  const stack = framesOnly(error.stack ?? '');
  if (database || query) {
    return {
      type: 'DatabaseError',
      message: database ? `database error ${database.code}` : 'database error',
      stack,
      ...(database && { code: database.code }),
      ...(database?.constraint && { constraint: database.constraint }),
      ...(query && { query: query.query }),
    };
  }
  return { type: error.name, message: error.message, stack, ...(error.code && { code: error.code }) };
}

function findQueryError(error: unknown): DrizzleQueryError | undefined {
  for (const link of causeChain(error)) if (link instanceof DrizzleQueryError) return link;
  return undefined;
}

/** The stack's frames without its first line, which repeats the message. */
const framesOnly = (stack: string) => stack.slice(Math.max(0, stack.indexOf('\n    at ')));

/**
 * One line per request at most, written when its answer is done (Fastify's own two, on
 * arrival and on answer, are off): the API's calls and the storefront's pages, with status
 * and time. Not logged: static files and media that were found, the operator's endpoints
 * (routes marked `quietLog`), and the requests the server makes to itself (a page's first
 * screen asks the API in-process), which the page's own line stands for.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (request.routeOptions.config.quietLog || '_lightMyRequest' in request.raw) return;
    const status = reply.statusCode;
    const api = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (status < 400 && !api && !page) return;
    reply.log.info({ req: request, res: reply, responseTime: Math.round(reply.elapsedTime) }, 'request');
  }
}
