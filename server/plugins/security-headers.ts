import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../settings/config';
import type { OpenApiDocument } from '../contract/document';
import { appWide } from './app-wide';
import { addLowerCaseHeaders } from './reply-headers';
import { operationIdOf } from '../contract/operation-id';
import { routeOf } from '../contract/route-of';

interface Options {
  paymentProvider: Config['paymentProvider'];
  contract: OpenApiDocument;
  /** The public origin is https (decision 0041). */
  strictTransport: boolean;
}

/** Helmet's headers with our CSP and Permissions Policy; nothing a signed-in shopper is answered is cached. */
export const securityHeaders = appWide<Options>(async (app, { paymentProvider, contract, strictTransport }) => {
  const fixed = fixedHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(paymentProvider) },
    strictTransportSecurity: strictTransport,
  });
  fixed.push(['Permissions-Policy', permissionsPolicy(paymentProvider)]);
  const headers = Object.fromEntries(fixed.map(([name, value]) => [name.toLowerCase(), value]));
  // From the first hook, so an error's answer carries them too. On the reply, not on the raw answer as
  // @fastify/helmet set them: a header set on the raw answer makes node check and store every header twice,
  // a sixth of a cached read's time (docs/bench/request-path.md). Nothing here answers on the raw response.
  app.addHook('onRequest', (_request, reply, done) => {
    addLowerCaseHeaders(reply, headers);
    done();
  });
  const signedIn = operationsNeedingBearer(contract);
  app.addHook('onSend', (request, reply, _payload, done) => {
    // A shared cache or the browser's back button must never hand a shopper's data to the next person.
    const operationId = operationIdOf(routeOf(request));
    if (request.authUserId != null || (operationId && signedIn.has(operationId)))
      reply.header('Cache-Control', 'no-store');
    done();
  });
});

/**
 * The headers helmet's middleware sets, read once: they depend on the options alone, and
 * @fastify/helmet built the middleware anew for every request (a tenth of a cached read's time).
 */
function fixedHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Payment Request only for Razorpay's checkout frame; the sandbox's card form is a plain form. */
function permissionsPolicy(paymentProvider: Config['paymentProvider']): string {
  const payment = paymentProvider === 'razorpay' ? '(self "https://api.razorpay.com")' : '()';
  return `camera=(), microphone=(), geolocation=(), payment=${payment}`;
}

function operationsNeedingBearer(contract: OpenApiDocument): Set<string> {
  const needing = new Set<string>();
  for (const operations of Object.values(contract.paths)) {
    for (const operation of Object.values(operations)) {
      const security = operation.security ?? [];
      const optional = security.some((requirement) => Object.keys(requirement).length === 0);
      if (operation.operationId && security.length > 0 && !optional) needing.add(operation.operationId);
    }
  }
  return needing;
}

function cspDirectives(paymentProvider: Config['paymentProvider']): Record<string, string[]> {
  const razorpay = paymentProvider === 'razorpay';
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
