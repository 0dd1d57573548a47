/**
 * The contract's operationId of a route (fastify-openapi-glue puts it in the route's
 * schema), or undefined for a route outside the contract: pages, files, media.
 */
export function operationIdOf(route: { schema?: unknown }): string | undefined {
  const { schema } = route;
  return typeof schema === 'object' &&
    schema !== null &&
    'operationId' in schema &&
    typeof schema.operationId === 'string'
    ? schema.operationId
    : undefined;
}
