import type { OpenApiDocument } from '../contract';
import { appWide } from './app-wide';
import { messages } from '../messages';
import { refuse } from './request-problems';

/** Bodies are JSON, and present wherever the contract requires one. */
export const jsonBodies = appWide<{ contract: OpenApiDocument }>(async (app, { contract }) => {
  // With the text/plain parser gone, any other body is a 415 instead of a string that
  // skips schema validation.
  app.removeContentTypeParser('text/plain');

  // A request without a body skips body validation in Fastify, so an operation whose
  // contract requires a body would run with `undefined`. Refuse it up front.
  const required = operationsRequiringBody(contract);
  app.addHook('preValidation', async (request) => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId && required.has(operationId) && request.body == null) {
      throw refuse('body', undefined, 'required', messages.requests.bodyRequired);
    }
  });
});

function operationsRequiringBody(contract: OpenApiDocument): Set<string> {
  const required = new Set<string>();
  for (const operations of Object.values(contract.paths)) {
    for (const operation of Object.values(operations)) {
      if (operation.operationId && operation.requestBody?.required) required.add(operation.operationId);
    }
  }
  return required;
}
