/**
 * Calls the real server by operationId, the way the document describes each
 * operation (method, path template, base path), and checks every answer
 * against the document. It remembers which operations were exercised so a
 * suite can prove it left none out.
 */
import type { operations } from '#openapi/schema.gen';
import { createValidator } from './response-validator';
import type { Validator } from './response-validator';

export type OperationId = keyof operations;

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessStatus = 200 | 201;
/** The JSON an operation answers on success, as the contract types it. */
export type Success<Op extends OperationId> = JsonOf<
  operations[Op]['responses'][Extract<keyof operations[Op]['responses'], SuccessStatus>]
>;

export interface CallOptions {
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent exactly as given (malformed JSON, other media types); wins over `body`. */
  rawBody?: string | Uint8Array;
  contentType?: string;
  token?: string;
  /** A staff session's token, sent as the back office's cookie (server/staff/cookie.ts). */
  staffSession?: string;
  headers?: Record<string, string>;
}

export interface Answer<T = unknown> {
  status: number;
  contentType: string | null;
  headers: Headers;
  body: T;
  /** Raw bytes for non-JSON answers (the invoice PDF). */
  bytes?: Uint8Array;
}

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

export function createContractClient(baseUrl: string, validator: Validator = createValidator()) {
  const exercised = new Set<string>();
  const origin = baseUrl.replace(/\/$/, '');

  function urlFor(operationId: OperationId, options: CallOptions) {
    const op = validator.operation(operationId);
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = options.path?.[name];
      if (value === undefined) throw new Error(`${operationId}: path parameter ${name} missing`);
      return encodeURIComponent(String(value));
    });
    const query = new URLSearchParams(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)]));
    return { op, url: `${origin}${op.basePath}${path}${query.size ? `?${query}` : ''}` };
  }

  /** One real request; the answer is checked against the document and returned, whatever its status. */
  async function call<T = unknown>(operationId: OperationId, options: CallOptions = {}): Promise<Answer<T>> {
    const { op, url } = urlFor(operationId, options);
    const headers = new Headers(options.headers);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    if (options.staffSession) headers.set('cookie', `sf_admin=${options.staffSession}`);
    let payload: string | Uint8Array | undefined = options.rawBody;
    if (payload === undefined && options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers.set('content-type', options.contentType ?? 'application/json');

    const sent = typeof payload === 'string' || payload === undefined ? payload : new Blob([new Uint8Array(payload)]);
    const response = await fetch(url, { method: op.method.toUpperCase(), headers, body: sent });
    const contentType = response.headers.get('content-type');
    let body: unknown;
    let bytes: Uint8Array | undefined;
    if (contentType?.includes('json')) {
      const text = await response.text();
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        throw new ContractViolation(
          `${operationId} ${response.status}: content-type says JSON but the body is not: ${text.slice(0, 200)}`,
        );
      }
    } else {
      bytes = new Uint8Array(await response.arrayBuffer());
      body = contentType?.startsWith('text/') ? new TextDecoder().decode(bytes) : bytes.length ? bytes : '';
    }

    exercised.add(operationId);
    const problems = validator.problems({
      operationId,
      status: response.status,
      contentType,
      body,
      headers: response.headers,
    });
    if (problems.length) throw new ContractViolation(problems.join('\n'));
    return { status: response.status, contentType, headers: response.headers, body: body as T, bytes };
  }

  /** A call that must succeed (2xx); answers the typed success body. */
  async function ok<Op extends OperationId>(operationId: Op, options: CallOptions = {}): Promise<Success<Op>> {
    const answer = await call<Success<Op>>(operationId, options);
    if (answer.status >= 300) {
      throw new Error(`${operationId} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }

  /** A call that must fail with this status; answers the `{message}`. */
  async function fails(operationId: OperationId, status: number, options: CallOptions = {}): Promise<string> {
    const answer = await call<{ message?: unknown }>(operationId, options);
    if (answer.status !== status) {
      throw new Error(`${operationId} answered ${answer.status}, expected ${status}: ${JSON.stringify(answer.body)}`);
    }
    const message = answer.body?.message;
    if (typeof message !== 'string' || message === '') {
      throw new Error(`${operationId} ${status} carries no {message}: ${JSON.stringify(answer.body)}`);
    }
    return message;
  }

  return { call, ok, fails, exercised, validator };
}

export type ContractClient = ReturnType<typeof createContractClient>;
