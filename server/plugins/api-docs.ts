import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '../settings/api-prefix';
import type { Contract } from '../contract/document';
import { appWide } from './app-wide';

/** The API reference at /api/docs, and the contract itself as YAML beside the API. */
export const apiDocs = appWide<{ contract: Contract }>(async (app, { contract }) => {
  // @fastify/swagger types a static document as OpenAPI 2 or 3.0 only; it serves our 3.1 one as it is.
  await app.register(swagger, { mode: 'static', specification: { document: contract.document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets style attributes from its scripts.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
  app.get(`${API_PREFIX}/openapi.yaml`, (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').header('Cache-Control', 'no-cache').send(contract.text),
  );
});
