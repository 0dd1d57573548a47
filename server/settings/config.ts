import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Starts and ends with '/', so `${basePath}cart` is a route. */
const basePath = z
  .string()
  .regex(/^[A-Za-z0-9/_.-]*$/, 'may only hold letters, digits, "/", "_", "." and "-"')
  .transform((value) => `/${value}/`.replace(/\/+/g, '/'));

const positiveInt = z.coerce.number().int().positive();

/** proxy-addr's named ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** Decision 0041. "true" (trust anyone) is refused: any shopper could pick her own rate-limit bucket. */
const trustProxy = z.string().transform((value, context): number | string[] => {
  const text = value.trim();
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 10) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return entries;
  context.addIssue({
    code: 'custom',
    message:
      "must be a hop count (1 to 10) or a comma-separated list of the proxies' addresses or CIDR ranges " +
      `(e.g. 10.0.0.0/8,127.0.0.1 or loopback); not ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
  });
  return z.NEVER;
});

/** Pooled connections placements never take, left for reads and a background pass (decision 0026). */
export const POOL_RESERVED = 3;

/**
 * Placements claiming their units as they come in, at once per process (decision 0070), each on a connection of its
 * own beside the pool (decision 0089).
 */
export const CLAIM_LANES = 2;

/** README.md's table describes the variables. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  WORKERS: positiveInt.max(64).default(1),
  HOST: z.string().min(1).default('127.0.0.1'),
  BASE_PATH: basePath.default('/'),
  DATA_DIR: z.string().min(1).default('./.data'),
  MEDIA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  API_BASE: z.string().min(1).default('/api/v1'),
  TOKEN_TTL_HOURS: positiveInt.default(24 * 7),
  SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  PAYMENT_HOLD_SECONDS: positiveInt.default(15 * 60),
  PAYMENT_SETTLE_SECONDS: positiveInt.default(2 * 60),
  RATE_LIMIT_AUTH: z.coerce.number().int().min(0).default(10),
  LOGIN_FAILURES_BEFORE_DELAY: z.coerce.number().int().min(0).default(5),
  LOGIN_FAILURES_BEFORE_LOCK: z.coerce.number().int().min(0).default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.max(24 * 60).default(15),
  RATE_LIMIT_CONTACT: z.coerce.number().int().min(0).default(5),
  CHECKOUT_CONCURRENCY: positiveInt.default(4),
  DATABASE_POOL_SIZE: positiveInt.max(200).default(10),
  RATE_LIMIT_READS: z.coerce.number().int().min(0).default(1200),
  /** How long a client may take to send a whole request (headers and body). */
  REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
  SHUTDOWN_GRACE_SECONDS: positiveInt.default(10),
  SEED_PRODUCTS: positiveInt.optional(),
  CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
  CATALOG_CACHE_MB: positiveInt.default(32),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps:// and name the server')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Statefront <shop@statefront.localhost>'),
  TRUST_PROXY: trustProxy.optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must start with http:// or https:// and name the host')
    .refine((value) => URL.canParse(value), 'is not a valid address')
    .optional(),
  NODE_ENV: z.string().optional(),
});

export interface Config {
  port: number;
  workers: number;
  host: string;
  basePath: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  apiBase: string;
  tokenTtlHours: number;
  /** Filled at startup when unset (server/context/secret.ts). */
  secret: string;
  paymentProvider: 'sandbox' | 'razorpay';
  razorpayKeyId: string | undefined;
  razorpayKeySecret: string | undefined;
  razorpayWebhookSecret: string | undefined;
  paymentHoldSeconds: number;
  paymentSettleSeconds: number;
  rateLimitAuth: number;
  loginFailuresBeforeDelay: number;
  loginFailuresBeforeLock: number;
  loginFailureWindowMinutes: number;
  rateLimitContact: number;
  checkoutConcurrency: number;
  databasePoolSize: number;
  rateLimitReads: number;
  requestTimeoutMs: number;
  shutdownGraceSeconds: number;
  seedProducts: number | undefined;
  catalogCache: boolean;
  catalogCacheMb: number;
  metricsToken: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: false | number | string[];
  /** Origin and base path, ending in '/'. */
  publicUrl: string;
  /** Null when PUBLIC_URL is unset: links then name the listening address (settings/public-url.ts). */
  publicOrigin: string | null;
  production: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Omit<Config, 'secret'> & { secret?: string } {
  // An empty variable counts as unset (`PORT= npm start` should not fail on '').
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const c = parsed.data;
  if (c.PAYMENT_PROVIDER === 'razorpay' && !(c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
  }
  if (c.WORKERS > 1 && !c.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS=${c.WORKERS} needs DATABASE_URL: the embedded database (DATA_DIR) is opened ` +
        'by one process only. Set DATABASE_URL to a PostgreSQL database, or leave WORKERS unset.',
    );
  }
  if (c.CHECKOUT_CONCURRENCY > c.DATABASE_POOL_SIZE - POOL_RESERVED) {
    throw new ConfigError(
      `Invalid configuration:\n  CHECKOUT_CONCURRENCY=${c.CHECKOUT_CONCURRENCY} leaves too few of ` +
        `DATABASE_POOL_SIZE=${c.DATABASE_POOL_SIZE} connections: placements ` +
        `may hold at most ${POOL_RESERVED} fewer than the pool, for reads and background passes. Lower ` +
        'CHECKOUT_CONCURRENCY or raise DATABASE_POOL_SIZE.',
    );
  }
  return {
    port: c.PORT,
    workers: c.WORKERS,
    host: c.HOST,
    basePath: c.BASE_PATH,
    dataDir: c.DATA_DIR,
    mediaDir: c.MEDIA_DIR ?? path.join(c.DATA_DIR, 'media'),
    databaseUrl: c.DATABASE_URL,
    apiBase: c.API_BASE,
    tokenTtlHours: c.TOKEN_TTL_HOURS,
    secret: c.SECRET,
    paymentProvider: c.PAYMENT_PROVIDER,
    razorpayKeyId: c.RAZORPAY_KEY_ID,
    razorpayKeySecret: c.RAZORPAY_KEY_SECRET,
    razorpayWebhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
    paymentHoldSeconds: c.PAYMENT_HOLD_SECONDS,
    paymentSettleSeconds: c.PAYMENT_SETTLE_SECONDS,
    rateLimitAuth: c.RATE_LIMIT_AUTH,
    loginFailuresBeforeDelay: c.LOGIN_FAILURES_BEFORE_DELAY,
    loginFailuresBeforeLock: c.LOGIN_FAILURES_BEFORE_LOCK,
    loginFailureWindowMinutes: c.LOGIN_FAILURE_WINDOW_MINUTES,
    rateLimitContact: c.RATE_LIMIT_CONTACT,
    checkoutConcurrency: c.CHECKOUT_CONCURRENCY,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    rateLimitReads: c.RATE_LIMIT_READS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    shutdownGraceSeconds: c.SHUTDOWN_GRACE_SECONDS,
    seedProducts: c.SEED_PRODUCTS,
    catalogCache: c.CATALOG_CACHE === 'on',
    catalogCacheMb: c.CATALOG_CACHE_MB,
    metricsToken: c.METRICS_TOKEN,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    trustProxy: c.TRUST_PROXY ?? false,
    publicUrl: c.PUBLIC_URL ? withSlash(c.PUBLIC_URL) : listeningUrl(c.HOST, c.PORT, c.BASE_PATH),
    publicOrigin: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : null,
    production: c.NODE_ENV === 'production',
  };
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

export function listeningUrl(host: string, port: number, base: string): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}${base}`;
}

/** process/main.ts prints only its message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
