import { AnswerCache } from '../http-cache/answer-cache';
import { loadConfig, type Config } from '../settings/config';
import { openDatabase, type Db } from '../db/connect';
import { createPaymentProvider } from '../payment-provider';
import type { PaymentProvider } from '../payment-provider/provider';
import { admission } from './admission';
import { AfterAnswer } from './after-answer';
import { resolveSecret } from './secret';

export interface AppContext {
  db: Db;
  config: Config;
  payments: PaymentProvider;
  /** Injectable so expiry rules are testable. */
  now: () => Date;
  catalogCache: AnswerCache;
  /** Work a request owes once its answer has left (a reset code's mail); closing the app waits for it. */
  afterAnswer: AfterAnswer;
  /** Order placements' turns in this process (decision 0026): the handler takes them, the metrics count who waits. */
  checkoutTurns: ReturnType<typeof admission>;
}

export interface ContextOptions {
  ctx?: Partial<AppContext>;
  config?: Partial<Config>;
}

/** `closeDatabase` is there when it opened the database itself. */
export async function createContext(
  options: ContextOptions,
): Promise<{ ctx: AppContext; closeDatabase?: () => Promise<void> }> {
  const base = { ...loadConfig(), ...options.config };
  const opened = options.ctx?.db
    ? undefined
    : await openDatabase({ dataDir: base.dataDir, databaseUrl: base.databaseUrl, poolSize: base.databasePoolSize });
  const db = options.ctx?.db ?? opened!.db;
  const config: Config = { ...base, secret: await resolveSecret(db, base.secret) };
  const ctx: AppContext = {
    db,
    config,
    now: options.ctx?.now ?? (() => new Date()),
    catalogCache:
      options.ctx?.catalogCache ??
      new AnswerCache({ enabled: config.catalogCache, maxBytes: config.catalogCacheMb * 1024 * 1024 }),
    afterAnswer: options.ctx?.afterAnswer ?? new AfterAnswer(),
    checkoutTurns: options.ctx?.checkoutTurns ?? admission(config.checkoutConcurrency),
    payments:
      options.ctx?.payments ??
      createPaymentProvider({
        provider: config.paymentProvider,
        secret: config.secret,
        razorpayKeyId: config.razorpayKeyId,
        razorpayKeySecret: config.razorpayKeySecret,
      }),
  };
  return opened ? { ctx, closeDatabase: opened.close } : { ctx };
}
