/**
 * GET /healthz, /readyz, /metrics: outside the API's prefix (a load balancer's path needs no version),
 * never rate limited, never logged at info (probes would be most of the log).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appWide } from '../plugins/app-wide';
import type { Metrics } from './metrics';
import { readinessCheck } from './readiness';
import type { Db } from '../db/connect';
import { HttpError } from '../messages/errors';

export interface OperatorOptions {
  db: Db;
  metrics: Metrics;
  metricsToken: string | undefined;
  /** In production /metrics is off unless a token is set. */
  production: boolean;
}

/** Marks a route whose requests are never logged at info (`OneLinePerRequest`, server/logging/logging.ts). */
export const QUIET = { quietLog: true } as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time: a token is a credential. The scheme's name is case-insensitive (RFC 9110 §11.1). */
function bearerIs(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

export const operatorRoutes = appWide<OperatorOptions>(async (app: FastifyInstance, options) => {
  const ready = readinessCheck(app, options.db);
  // Counts every answer, including those no route matched.
  app.addHook('onResponse', (request, reply, done) => {
    options.metrics.answered(request, reply);
    done();
  });

  const quiet = { logLevel: 'warn', config: QUIET } as const;
  app.get('/healthz', { ...quiet, schema: { operationId: 'getHealth' } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'up' }),
  );
  app.get('/readyz', { ...quiet, schema: { operationId: 'getReadiness' } }, async (_request, reply) => {
    const readiness = await ready();
    reply.header('Cache-Control', 'no-store');
    return readiness.ready
      ? reply.send({ status: 'ready' })
      : reply.code(503).send({ message: `Not ready: ${readiness.reason}` });
  });
  app.get('/metrics', { ...quiet, schema: { operationId: 'getMetrics' } }, async (request, reply) => {
    if (options.metricsToken === undefined && options.production)
      throw new HttpError(404, 'Metrics are off: set METRICS_TOKEN to turn them on');
    if (options.metricsToken !== undefined && !bearerIs(request, options.metricsToken)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, 'Metrics need the METRICS_TOKEN as a bearer token');
    }
    const text = await options.metrics.registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(options.metrics.registry.contentType).send(text);
  });
});
