// Typed from openapi/schema.gen.ts: change the contract (`npm run api:gen`) and a handler that does not follow fails the typecheck.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '#openapi/schema.gen';

/** fastify-openapi-glue routes each to the handler of that name. */
export type OperationId = keyof operations;

type Operation<Op extends OperationId> = operations[Op];

type None = Record<string, never>;

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

export type Params<Op extends OperationId> = ParameterPart<Op, 'path'>;

export type Query<Op extends OperationId> = ParameterPart<Op, 'query'>;

/** By the lowercase names Node gives them (`idempotency-key`). */
export type Headers<Op extends OperationId> = {
  [K in keyof ParameterPart<Op, 'header'> as Lowercase<K & string>]?: ParameterPart<Op, 'header'>[K];
};

export type TypedRequest<Op extends OperationId> = FastifyRequest<{
  Body: Body<Op>;
  Params: Params<Op>;
  Querystring: Query<Op>;
  Headers: Headers<Op>;
}>;

type Responses<Op extends OperationId> = Operation<Op>['responses'];
type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 202 | 204>;

export type Answer<
  Op extends OperationId,
  Status extends keyof Responses<Op> = SuccessStatus<Op>,
> = Responses<Op>[Status] extends infer R
  ? R extends { content: { 'application/json': infer J } }
    ? J
    : never
  : never;

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

/** The handler sets `reply.code(201)` where that is the status; bytes for an answer that is not JSON (the invoice's PDF). */
export type Reply<Op extends OperationId> =
  | Answer<Op>
  | Serialized<Answer<Op>>
  | (true extends AnswersBytes<Op> ? Buffer : never);

export type Handler<Op extends OperationId> = (request: TypedRequest<Op>, reply: FastifyReply) => Promise<Reply<Op>>;

export type Handlers = { [Op in OperationId]?: Handler<Op> };
