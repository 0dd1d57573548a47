import rateLimit from '@fastify/rate-limit';
import type { OperationId } from '../handler-types';
import { HttpError } from '../errors';
import { appWide } from './app-wide';
import { messages } from '../messages';

/**
 * Answers per minute per IP, by operation; 0 leaves an operation unlimited. Login and
 * sign-up against password guessing and account spam (RATE_LIMIT_AUTH), the anonymous
 * contact form against message floods (RATE_LIMIT_CONTACT).
 */
export type RateLimits = Partial<Record<OperationId, number>>;

export const operationRateLimit = appWide<{ perMinute: RateLimits }>(async (app, { perMinute }) => {
  const limited = new Map(Object.entries(perMinute).filter(([, max]) => max > 0));
  if (limited.size === 0) return;
  // Runs before the rate-limit plugin's own onRoute hook, so the glue's routes arrive already marked.
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const max = operationId ? limited.get(operationId) : undefined;
    if (max) route.config = { ...(route.config as object), rateLimit: { max, timeWindow: '1 minute' } };
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, messages.auth.tooManyAttempts(context.after)),
  });
});
