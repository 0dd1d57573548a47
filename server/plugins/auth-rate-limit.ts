import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../errors';
import { appWide } from './app-wide';

/** Operations whose answers are rate limited per IP: password guessing and account spam. */
const rateLimitedOperations = new Set(['login', 'signUp']);

/** Per-IP limit on login and sign-up (RATE_LIMIT_AUTH per minute; 0 turns it off). */
export const authRateLimit = appWide<{ perMinute: number }>(async (app, { perMinute }) => {
  if (perMinute <= 0) return;
  // Runs before the rate-limit plugin's own onRoute hook, so the glue's routes arrive already marked.
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
});
