/** fastify-openapi-glue puts it in the route's schema; pages, files and media have none. */
export function operationIdOf(route: { schema?: unknown }): string | undefined {
  const { schema } = route;
  return typeof schema === 'object' &&
    schema !== null &&
    'operationId' in schema &&
    typeof schema.operationId === 'string'
    ? schema.operationId
    : undefined;
}
