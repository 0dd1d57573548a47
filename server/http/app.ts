import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { API_PREFIX } from '../settings/api-prefix';
import { securityHandlers } from '../auth';
import { createContext, type AppContext, type ContextOptions } from '../context/context';
import type { Config } from '../settings/config';
import { apiOnly, loadContract } from '../contract/document';
import { loggerOptions, OneLinePerRequest, type LogOptions } from '../logging/logging';
import { onDemandChildren } from '../logging/on-demand-child';
import { mediaRoutes } from '../media/routes';
import { photoStore } from '../media/photos/store';
import { draining } from '../ops/draining';
import { apiDocs } from '../plugins/api-docs';
import { compression } from '../plugins/compression';
import { clientError, errorHandler, frameworkError } from '../plugins/error-handler';
import { jsonBodies } from '../plugins/json-bodies';
import { photoBodies } from '../plugins/photo-bodies';
import { catalogBodies } from '../plugins/catalog-bodies';
import { knownAnswers } from '../catalog/known-answers';
import { operationRateLimit } from '../rate-limits/rate-limit';
import { HitCounter } from '../rate-limits/hits';
import { startBackgroundPasses } from '../passes/background-passes';
import { rawBodies } from '../plugins/raw-body';
import { securityHeaders } from '../plugins/security-headers';
import { textInput } from '../plugins/text-input';
import { createMetrics } from '../ops/metrics';
import { operatorRoutes } from '../ops/routes';
import { validation } from '../plugins/validation';
import { firstScreen, firstScreenHead } from '../first-screen/inline';
import { loadPageRoutes } from '../first-screen/page-routes';
import { loadPrerender, prerenderFile } from '../first-screen/prerender';
import type { PrerenderInput } from '#drawn-page/inlined';
import { pageDescription } from '../seo/description';
import { shopCurrency, shopHead } from '../content/currency';
import { repoPath } from '../settings/repo-paths';
import { storefrontOrigin } from '../settings/public-url';
import { seoRoutes } from '../seo/routes';
import { webhookOffWithoutSecret } from '../orders/payments/webhook';
import { placementArrivals } from '../orders/placing/arrivals';
import { staffGuard, staffSessionScheme } from '../staff/guard';
import { buildService } from './service';
import { spaRoutes, storefrontHtml, type StorefrontHtml } from './spa';
import { adminAppRoutes } from './admin-app';

const defaultDistDir = repoPath('dist');

export interface BuildOptions extends ContextOptions {
  /** Off unless given; always with the redactions of server/logging/logging.ts. */
  logger?: LogOptions | false;
  distDir?: string;
  pagesFrom?: string;
  /** PGlite's autovacuum among the background passes: the started server runs it, tests need not. */
  autovacuum?: boolean;
  /** Closes the database given in `ctx` once the work owed after answers and the passes are done. */
  closeDatabase?: () => Promise<void>;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Not listening. Closing the app closes the database when the app opened it. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  return (await buildAppWithContext(options)).app;
}

export async function buildAppWithContext(options: BuildOptions = {}): Promise<App> {
  const { ctx, closeDatabase } = await createContext(options);
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    logController: new OneLinePerRequest(),
    childLoggerFactory: onDemandChildren,
    bodyLimit: 1024 * 1024,
    // A body that never ends would otherwise hold its connection and its memory.
    requestTimeout: ctx.config.requestTimeoutMs,
    http: {
      // Node never enforces requestTimeout while the limit on headers alone is the longer one.
      headersTimeout: Math.min(60_000, ctx.config.requestTimeoutMs),
      // Node looks for overdue requests only this often (30 s by default would double a 30 s limit).
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(ctx.config.requestTimeoutMs / 10))),
    },
    // So an over-long path parameter reaches validation (a 400 naming it), not the catch-all's 404. Node stops at 16 KiB.
    routerOptions: { maxParamLength: 16 * 1024 },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    // The drain decides when a request is refused (ops/draining.ts, decision 0035), not Fastify's closing.
    return503OnClosing: false,
    // Whose X-Forwarded-* to believe (decision 0041): request.ip follows it, and so every rate limit and the log.
    trustProxy: trustedProxies(ctx.config.trustProxy),
  });
  const metrics = createMetrics(ctx.db, ctx.catalogCache, ctx.afterAnswer, ctx.checkoutTurns);
  const stopPasses = await startBackgroundPasses(ctx, app.log, {
    swept: metrics.swept,
    mailed: metrics.mailed,
    autovacuum: options.autovacuum ?? false,
  });
  // One hook, in this order: onClose hooks run last added first, and a hook added by the caller runs before these.
  app.addHook('onClose', async () => {
    try {
      await ctx.afterAnswer.settled();
      await stopPasses();
    } finally {
      await (closeDatabase ?? options.closeDatabase)?.();
    }
  });
  const contract = loadContract();

  // Every request gets the field at its making (server/contract/route-of.ts), so its shape never changes.
  app.decorateRequest('routeRead', null);
  await app.register(draining);
  await app.register(validation);
  await app.register(errorHandler);
  await app.register(operatorRoutes, {
    db: ctx.db,
    metrics,
    metricsToken: ctx.config.metricsToken,
    production: ctx.config.production,
  });
  await app.register(jsonBodies, { contract: contract.document, bodies: ctx.catalogCache.bodies });
  await app.register(photoBodies, { contract: contract.document });
  await app.register(catalogBodies, { contract: contract.document });
  // Razorpay signs its webhook's bytes as sent (decision 0023); without its secret the route answers 404 before reading them.
  await app.register(webhookOffWithoutSecret, { secret: ctx.config.razorpayWebhookSecret });
  await app.register(placementArrivals, { ctx });
  await app.register(rawBodies);
  await app.register(textInput);
  app.decorateRequest('authUserId', null);
  await app.register(securityHeaders, {
    paymentProvider: ctx.config.paymentProvider,
    contract: contract.document,
    strictTransport: ctx.config.publicOrigin?.startsWith('https:') ?? false,
  });
  await app.register(compression);
  await app.register(operationRateLimit, {
    perMinute: {
      auth: ctx.config.rateLimitAuth,
      contact: ctx.config.rateLimitContact,
      reads: ctx.config.rateLimitReads,
    },
    counter: new HitCounter(ctx.db),
  });
  // After the rate limit: a body answered before is answered from the cache once it is counted (decision 0069).
  await app.register(knownAnswers, { cache: ctx.catalogCache });
  await app.register(apiDocs, { contract });
  // Before the operations' own hooks: an admin operation's permission, in one place (decision 0050).
  await app.register(staffGuard, { ctx });
  const distDir = options.distDir ?? defaultDistDir;
  const currency = () => shopCurrency(ctx.db);
  const prerender = await loadPrerender(distDir);
  const pages = await loadPageRoutes(options.pagesFrom ?? prerenderFile(distDir));
  // A page that fails to prerender is still sent with its data; its answers were fetched, so the failure is a drawing bug.
  const prerenderOrNot = (input: PrerenderInput) =>
    prerender?.(input).catch((error: unknown) => {
      app.log.error({ err: error }, 'prerendering the first screen failed');
      return null;
    }) ?? null;
  const storefront = storefrontHtml({
    distDir,
    pages,
    basePath: ctx.config.basePath,
    apiBase: ctx.config.apiBase,
    currency,
    shopHead: () => shopHead(ctx.db),
    origin: () => storefrontOrigin(ctx.config, app.server.address()),
    describe: (pagePath) => pageDescription(ctx, pagePath),
    firstScreen: async ({ path, query, url, address }, subject) => {
      const screen = await firstScreen(app, pages, path, query, address, subject);
      // The drawn page's absolute links name the shop's own address, never the request's Host (decision 0041).
      const origin = storefrontOrigin(ctx.config, app.server.address());
      const drawn =
        screen.answers.length > 0
          ? await prerenderOrNot({
              url,
              origin,
              basePath: ctx.config.basePath,
              currency: await currency(),
              answers: screen.answers,
            })
          : null;
      // The lead picture's preload first, so the picture is asked for before the scripts.
      return { head: (drawn?.head ?? '') + firstScreenHead(screen), body: drawn?.body ?? '', missing: screen.missing };
    },
  });
  // The back office's previews draw a storefront page from answers not saved (server/admin/product-preview.ts).
  app.decorate('storefront', storefront);
  await app.register(openapiGlue, {
    specification: apiOnly(contract.document),
    serviceHandlers: buildService(ctx),
    // The back office's cookie is checked, with the operation's area, by the staff guard before the scheme runs.
    securityHandlers: { ...securityHandlers(ctx), staffSession: staffSessionScheme },
    prefix: API_PREFIX,
  });
  await app.register(mediaRoutes, { prefix: '/media', photos: photoStore(ctx.db, ctx.config.mediaDir) });
  await app.register(seoRoutes, { ctx });
  // The back office's own build, never the storefront's pages (issue 52).
  await app.register(adminAppRoutes, { distDir, basePath: ctx.config.basePath });
  await app.register(spaRoutes, { storefront, basePath: ctx.config.basePath });

  return { app, ctx };
}

declare module 'fastify' {
  interface FastifyInstance {
    storefront: StorefrontHtml;
  }
}

// Fastify no longer takes a bare hop count; ours is for a load balancer of unknown addresses on its own network (docs/deploy.md).
function trustedProxies(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
