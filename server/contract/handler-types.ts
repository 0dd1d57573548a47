/**
 * The seam between the contract and the handlers, typed from openapi/schema.gen.ts: each
 * handler gets its operation's body, path parameters, query and headers, and must answer
 * what the contract declares. Change the contract (`npm run api:gen`) and a handler that
 * does not follow fails `npm run typecheck`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '#openapi/schema.gen';

/** Operation ids of the contract; fastify-openapi-glue routes each to the handler of that name. */
export type OperationId = keyof operations;

type Operation<Op extends OperationId> = operations[Op];

/** A part of the request the operation does not have: nothing to read in it. */
type None = Record<string, never>;

/** The request body of an operation, as the contract types it (`undefined` when the body is optional and absent). */
export type Body<Op extends OperationId> =
  Operation<Op> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Operation<Op> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? [B] extends [never]
        ? None
        : B | undefined
      : None;

type ParameterPart<
  Op extends OperationId,
  In extends 'path' | 'query' | 'header',
> = Operation<Op>['parameters'] extends { [K in In]: infer P }
  ? P
  : Operation<Op>['parameters'] extends { [K in In]?: infer P }
    ? [P] extends [never]
      ? None
      : Partial<P>
    : None;

/** Path parameters of an operation, already coerced to the contract's types. */
export type Params<Op extends OperationId> = ParameterPart<Op, 'path'>;

/** Query parameters of an operation, already coerced to the contract's types. */
export type Query<Op extends OperationId> = ParameterPart<Op, 'query'>;

/** Headers the contract names, by the lowercase names Node gives them (`idempotency-key`). */
export type Headers<Op extends OperationId> = {
  [K in keyof ParameterPart<Op, 'header'> as Lowercase<K & string>]?: ParameterPart<Op, 'header'>[K];
};

/** The request of one operation: its body, params, query and headers as the contract types them. */
export type TypedRequest<Op extends OperationId> = FastifyRequest<{
  Body: Body<Op>;
  Params: Params<Op>;
  Querystring: Query<Op>;
  Headers: Headers<Op>;
}>;

type Responses<Op extends OperationId> = Operation<Op>['responses'];
type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 202 | 204>;

/** The JSON an operation answers with a status (by default, any of its success statuses). */
export type Answer<
  Op extends OperationId,
  Status extends keyof Responses<Op> = SuccessStatus<Op>,
> = Responses<Op>[Status] extends infer R
  ? R extends { content: { 'application/json': infer J } }
    ? J
    : never
  : never;

/** True when a success of the operation is not JSON (the invoice's PDF): the handler answers bytes. */
type AnswersBytes<Op extends OperationId> = Responses<Op>[SuccessStatus<Op>] extends infer R
  ? R extends { content: infer C }
    ? Exclude<keyof C, 'application/json'> extends never
      ? never
      : true
    : never
  : never;

declare const carries: unique symbol;

/** JSON already serialized (the catalog's cached answers, server/catalog/serve.ts), still known to be a `T`. */
export type Serialized<T> = Buffer & { readonly [carries]: T };

/**
 * What a handler resolves to: the answer the contract declares for a success status (the
 * handler sets `reply.code(201)` where that is the status), that answer already serialized,
 * or, for an operation that does not answer JSON, the bytes.
 */
export type Reply<Op extends OperationId> =
  | Answer<Op>
  | Serialized<Answer<Op>>
  | (true extends AnswersBytes<Op> ? Buffer : never);

/** The handler of one operation. */
export type Handler<Op extends OperationId> = (request: TypedRequest<Op>, reply: FastifyReply) => Promise<Reply<Op>>;

/** A handler module: some operations of the contract, each handler typed by its operation. */
export type Handlers = { [Op in OperationId]?: Handler<Op> };
