import type { FastifyBaseLogger } from 'fastify';
import type { PlaceOrderBody } from './checkout-price';
import type { Arrival } from './shopper-lock';
import type { Claim } from './stock-claims';

/** One placeOrder as it came in: whose, what it sent, its Idempotency-Key and fingerprint, what the shopper had then. */
export interface Placement {
  user: number;
  body: PlaceOrderBody;
  /** The Idempotency-Key, when one was sent. */
  key: string | null;
  requestHash: string;
  arrived: Arrival;
  /** The units it claimed as it came in (stock-claims.ts); null: its turn takes them (or a copy's claim), if any. */
  claim: Claim | null;
  log: FastifyBaseLogger;
}
