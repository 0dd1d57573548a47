import { DrizzleQueryError } from 'drizzle-orm';
import { pino, type DestinationStream, type Logger } from 'pino';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { API_PREFIX } from '../settings/api-prefix';
import { causeChain, pgError } from '../db/pg-error';
import { routeOf } from '../contract/route-of';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An operator's endpoint (server/ops/routes.ts): no line per request. */
    quietLog?: boolean;
  }
}

export interface LogOptions {
  level?: string;
  stream?: { write(line: string): void };
}

/** The server's logger: no credential, contact data, card or invoice ticket ever reaches it (decision 0013). */
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
        '*.password',
        '*["set-cookie"]',
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
    serializers: { req: requestFields, err: safeError },
  };
}

/** What a line says of a request: never its headers, body or query string. */
const requestFields = (request: FastifyRequest) => ({
  method: request.method,
  url: safePath(request.url),
  remoteAddress: request.ip,
});

/** The path without its query string; an invoice ticket (a credential, decision 0003) masked. */
export function safePath(url: string): string {
  return url.split('?')[0]!.replace(/(\/invoice\/)[^/]+/, '$1[ticket]');
}

/** A database error keeps only SQLSTATE, constraint and SQL: its message and detail can quote parameters. */
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

const framesOnly = (stack: string) => stack.slice(Math.max(0, stack.indexOf('\n    at ')));

/**
 * At most one line per request, when answered: API calls and pages. Found static files, `quietLog`
 * routes and in-process requests (a page's first screen; the page's line stands for them) are not logged.
 */
export class OneLinePerRequest extends LogController {
  /** The line's own logger, on the app logger's stream; undefined until the first line, null when the app's is not pino. */
  private lines: Logger | null | undefined;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const lines = this.linesOf(request.server.log);
    // Below info (as the benchmarks run), nothing more to look at: every answer passes here.
    if (lines && !lines.isLevelEnabled('info')) return;
    if (routeOf(request).config.quietLog || '_lightMyRequest' in request.raw) return;
    const status = reply.statusCode;
    const api = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (status < 400 && !api && !page) return;
    const fields = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (!lines) return reply.log.info(fields, 'request');
    lines.info({ reqId: request.id, ...fields }, 'request');
  }

  /**
   * The line's fields are made by the serializers above from the method, the masked path, the address, the
   * status and the time, so no redaction path can match in them: run through the redaction of every path, the
   * line cost a fifth of a cached read at info. Same stream, level and fields as the app's logger, so the same line.
   */
  private linesOf(app: FastifyBaseLogger): Logger | null {
    if (this.lines !== undefined) return this.lines;
    const stream: unknown = Reflect.get(app, pino.symbols.streamSym);
    this.lines =
      stream && typeof stream === 'object' && 'write' in stream
        ? pino(
            {
              level: app.level,
              serializers: { req: requestFields, res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }) },
            },
            stream as DestinationStream,
          )
        : null;
    return this.lines;
  }
}
