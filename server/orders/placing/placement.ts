import type { FastifyBaseLogger } from 'fastify';
import type { PlaceOrderBody } from './checkout-price';
import type { Arrival } from './shopper-lock';
import type { Claim } from './stock-claims';

/** One placeOrder as it came in: whose, what it sent, its Idempotency-Key and fingerprint. */
export interface Placement {
  user: number;
  body: PlaceOrderBody;
  /** The Idempotency-Key, when one was sent. */
  key: string | null;
  requestHash: string;
  log: FastifyBaseLogger;
}

/** A cash placement or online step 1, which take stock: what the shopper had when it came in, and its claim. */
export interface StockPlacement extends Placement {
  arrived: Arrival;
  /** The units it claimed as it came in (stock-claims.ts); null: its turn takes them (or a copy's claim), if any. */
  claim: Claim | null;
}
