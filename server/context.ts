import type { Db } from './db/connect';
import type { Config } from './config';
import type { PaymentProvider } from './payments/provider';

/** What every handler module receives: built once in server/app.ts. */
export interface AppContext {
  db: Db;
  config: Config;
  payments: PaymentProvider;
  /** The clock, injectable so expiry rules are testable. */
  now: () => Date;
}
