import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { API_PREFIX } from '../settings/api-prefix';
import { HttpError } from '../messages/errors';
import type { HitCounter } from './hits';
import { appWide } from '../plugins/app-wide';
import { messages } from '../messages/messages';
import { operationIdOf } from '../contract/operation-id';
import { needsOf, type RateLimitClass } from '../contract/operations';
import { routeOf } from '../contract/route-of';

export interface RateLimitOptions {
  /** By the class of each operation's row in server/contract/operations.ts; 0 turns a class off. */
  perMinute: Record<Exclude<RateLimitClass, 'none'>, number>;
  counter: HitCounter;
}

export const RATE_LIMIT_WINDOW_MS = 60_000;

const READS = 'reads';

interface LimitConfig {
  max: number;
  timeWindow: number;
  bucket: string;
  /** A read is served when the count cannot be had (the cache may well answer it); a login is not. */
  skipOnError: boolean;
  /** Places in the count a process takes at once (server/rate-limits/hits.ts): 1 counts exactly. */
  block: number;
}

// A hundredth of the limit, at most the default's 12: a round trip per block, refusals at most a block early per process.
const readBlock = (max: number) => Math.min(12, Math.max(1, Math.floor(max / 100)));

const readsLimit = (max: number): LimitConfig | undefined =>
  max > 0
    ? { max, timeWindow: RATE_LIMIT_WINDOW_MS, bucket: READS, skipOnError: true, block: readBlock(max) }
    : undefined;

/** An API route outside the contract (its document) is a read by its method. */
function routeLimit(route: RouteOptions, perMinute: RateLimitOptions['perMinute']): LimitConfig | undefined {
  if (!route.url.startsWith(`${API_PREFIX}/`)) return undefined;
  const operationId = operationIdOf(route);
  if (operationId === undefined) {
    const methods = [route.method].flat();
    return methods.includes('GET') || methods.includes('HEAD') ? readsLimit(perMinute.reads) : undefined;
  }
  const limitClass = needsOf(operationId)?.rateLimit ?? 'none';
  if (limitClass === 'none') return undefined;
  if (limitClass === 'reads') return readsLimit(perMinute.reads);
  const max = perMinute[limitClass];
  return max > 0
    ? { max, timeWindow: RATE_LIMIT_WINDOW_MS, bucket: operationId, skipOnError: false, block: 1 }
    : undefined;
}

/** @fastify/rate-limit's hooks and headers, counting into our HitCounter (decision 0025); a 429 carries Retry-After. */
export const operationRateLimit = appWide<RateLimitOptions>(async (app, { perMinute, counter }) => {
  if (Object.values(perMinute).every((max) => max <= 0)) return;
  // Runs before the rate-limit plugin's own onRoute hook, so the glue's routes arrive already marked.
  app.addHook('onRoute', (route) => {
    const limit = routeLimit(route, perMinute);
    if (limit) route.config = { ...route.config, rateLimit: limit };
  });
  await app.register(rateLimit, {
    global: false,
    store: storeOn(counter),
    // After the body: the count is a round trip, and REQUEST_TIMEOUT_MS runs until the body has been read.
    hook: 'preValidation',
    enableDraftSpec: true,
    errorResponseBuilder: (request, context) =>
      new HttpError(
        429,
        bucketOf(request) === READS
          ? messages.requests.tooManyReads(context.after)
          : messages.auth.tooManyAttempts(context.after),
      ),
  });
});

/** Our LimitConfig, merged into the plugin's route options (mergeParams); its types know nothing of bucket and block. */
function limitOf(options: object): Pick<LimitConfig, 'bucket' | 'block'> {
  const bucket: unknown = Reflect.get(options, 'bucket');
  const block: unknown = Reflect.get(options, 'block');
  return { bucket: typeof bucket === 'string' ? bucket : 'global', block: typeof block === 'number' ? block : 1 };
}

const bucketOf = (request: FastifyRequest) => {
  const limit = routeOf(request).config.rateLimit;
  return limit ? limitOf(limit).bucket : undefined;
};

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// The plugin's store: `new Store(globalOptions)`, `child(routeOptions)` per route, `incr(key, …)` per request (key: the address).
function storeOn(counter: HitCounter) {
  return class DatabaseStore {
    private readonly bucket: string;
    private readonly block: number;

    constructor(options: object) {
      const limit = limitOf(options);
      this.bucket = limit.bucket;
      this.block = limit.block;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.hit(this.bucket, key, timeWindow, this.block).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): DatabaseStore {
      return new DatabaseStore(routeOptions);
    }
  };
}
