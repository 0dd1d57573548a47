import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../openapi/schema.gen';

/** Operation ids of the contract; fastify-openapi-glue routes each to the handler of that name. */
export type OperationId = keyof operations;

type JsonBody<T> = T extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : T extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : never;

/** The request body of an operation, as the contract types it. */
export type Body<Op extends OperationId> = JsonBody<operations[Op]>;

/** Path parameters of an operation (already coerced to the contract's types). */
export type Params<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer P } ? P : never;

/** The JSON answer of an operation for one status code. */
export type Answer<Op extends OperationId, Status extends number = 200> = operations[Op]['responses'] extends Record<
  Status,
  { content: { 'application/json': infer R } }
>
  ? R
  : never;

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** A handler module: some operations of the contract, by operationId. */
export type Handlers = Partial<Record<OperationId, Handler>>;
