import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse as parseYaml } from 'yaml';
import { securityHandlers } from './auth';
import { loadConfig, type Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/connect';
import { seedIfEmpty } from './db/seed';
import { badRequest, HttpError } from './errors';
import { frameworkError, installErrorHandler } from './errors-handler';
import { mediaRoutes } from './media/routes';
import { createPaymentProvider } from './payments';
import { resolveSecret } from './secret';
import { buildService } from './service';
import { spaRoutes } from './spa';
import { installValidators } from './validation';

/** Where the API lives; API_BASE only tells the storefront where to find it (it may be another host). */
export const API_PREFIX = '/api/v1';

const contractFile = fileURLToPath(new URL('../openapi/storefront.yaml', import.meta.url));
const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url));

/** Operations whose answers are rate limited per IP: password guessing and account spam. */
const rateLimitedOperations = new Set(['login', 'signUp']);

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: { required?: boolean } }>>;
}

export interface BuildOptions {
  /** Parts of the context to use instead of the defaults (tests inject a clock or a database). */
  ctx?: Partial<AppContext>;
  config?: Partial<Config>;
  logger?: FastifyServerOptions['logger'];
  /** The built storefront; default dist/ at the repository root. */
  distDir?: string;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
}

/**
 * The whole server, not listening: the contract's routes (fastify-openapi-glue over
 * openapi/storefront.yaml), the API reference, media and the storefront. Closing the
 * app closes the database when the app opened it.
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  return (await buildAppWithContext(options)).app;
}

export async function buildAppWithContext(options: BuildOptions = {}): Promise<App> {
  const base = { ...loadConfig(), ...options.config };
  const opened = options.ctx?.db ? undefined : await openDatabase({ dataDir: base.dataDir, databaseUrl: base.databaseUrl });
  const db = options.ctx?.db ?? opened!.db;
  const config: Config = { ...base, secret: await resolveSecret(db, base.secret) };
  const ctx: AppContext = {
    db,
    config,
    now: options.ctx?.now ?? (() => new Date()),
    payments:
      options.ctx?.payments ??
      createPaymentProvider({
        provider: config.paymentProvider,
        secret: config.secret,
        razorpayKeyId: config.razorpayKeyId,
        razorpayKeySecret: config.razorpayKeySecret,
      }),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Long enough that an over-long path parameter reaches validation (a 400 naming it):
    // past this the router gives up on the parameter, and the storefront's catch-all
    // route would answer 404. Node refuses request lines over 16 KiB before we see them.
    routerOptions: { maxParamLength: 16 * 1024 },
    frameworkErrors: frameworkError,
  });
  if (opened) app.addHook('onClose', () => opened.close());

  installValidators(app);
  installErrorHandler(app);
  // Only JSON bodies: with the text/plain parser gone, any other body is a 415 instead of
  // a string that skips schema validation.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('authUserId', null);

  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) } });
  await installAuthRateLimit(app, config.rateLimitAuth);

  const contractText = readFileSync(contractFile, 'utf8');
  const contract = parseYaml(contractText) as OpenApiDocument;
  rejectMissingBodies(app, contract);

  await app.register(swagger, { mode: 'static', specification: { document: contract as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets style attributes from its scripts; its pages keep their own script hashes.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
  app.get(`${API_PREFIX}/openapi.yaml`, (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').header('Cache-Control', 'no-cache').send(contractText),
  );

  await app.register(openapiGlue, {
    specification: contract,
    serviceHandlers: buildService(ctx),
    securityHandlers: securityHandlers(ctx),
    prefix: API_PREFIX,
  });

  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(spaRoutes, {
    distDir: options.distDir ?? defaultDistDir,
    basePath: config.basePath,
    apiBase: config.apiBase,
    currency: '₹',
  });

  return { app, ctx };
}

/** The storefront's own scripts, styles and images only; the payment provider's checkout when it is Razorpay. */
function cspDirectives(config: Config): Record<string, string[]> {
  const razorpay = config.paymentProvider === 'razorpay';
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
    // Style attributes (Radix positions popovers with them) need 'unsafe-inline'; scripts never do.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(razorpay ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : [])],
    'frame-src': razorpay ? ['https://api.razorpay.com'] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Per-IP limit on login and sign-up (RATE_LIMIT_AUTH per minute; 0 turns it off). */
async function installAuthRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  // Runs before the plugin's own onRoute hook, so the glue's routes arrive already marked.
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId && rateLimitedOperations.has(operationId)) {
      route.config = { ...(route.config as object), rateLimit: { max: perMinute, timeWindow: '1 minute' } };
    }
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please try again in ${context.after}.`),
  });
}

/**
 * A request without a body skips body validation in Fastify, so an operation whose
 * contract requires a body would run with `undefined`. Refuse it up front.
 */
function rejectMissingBodies(app: FastifyInstance, contract: OpenApiDocument): void {
  const required = new Set<string>();
  for (const operations of Object.values(contract.paths)) {
    for (const operation of Object.values(operations)) {
      if (operation.operationId && operation.requestBody?.required) required.add(operation.operationId);
    }
  }
  app.addHook('preValidation', async (request) => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId && required.has(operationId) && request.body == null) {
      throw badRequest('body is required: send a JSON object with Content-Type: application/json');
    }
  });
}


/**
 * `npm start`: open the database (seeding a fresh one), serve on HOST:PORT, and on
 * SIGINT/SIGTERM stop taking requests, finish the running ones, then close the database.
 */
export async function startServer(): Promise<FastifyInstance> {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  let app: FastifyInstance;
  try {
    const seed = await seedIfEmpty(database.db, config.seedProducts ? { products: config.seedProducts } : {});
    // PGlite has no autovacuum: after a bulk load, counts would scan every row and the
    // planner would guess blind. One VACUUM ANALYZE gives index-only counts and real statistics.
    if (seed.seeded) await database.db.execute(sql`vacuum analyze`);
    app = await buildApp({ ctx: { db: database.db }, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
    app.addHook('onClose', () => database.close());
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const data = database.kind === 'postgres' ? database.location : `${database.location} (PGlite)`;
  console.log(`Statefront on http://${config.host}:${port}${config.basePath} (API ${API_PREFIX}, docs /api/docs, data: ${data})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    // A stuck connection must not keep the process (and the DATA_DIR lock) alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return app;
}
