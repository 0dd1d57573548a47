import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context/context';
import { payableOf, priceCheckout, type PlaceOrderBody } from './checkout-price';
import { createOrder } from './create-order';
import { releaseExpired, releaseUnpaid } from './holds';
import { storedAnswer } from './idempotency';
import type { PlacedAnswer } from './order-view';

/**
 * A cash order, in one transaction. A concurrent duplicate with the same key either
 * hits the unique index or, once the winner committed, finds the cart empty or the
 * stock gone; whichever way it fails, it answers what the winner stored.
 */
export async function placeCash(
  ctx: AppContext,
  user: number,
  body: PlaceOrderBody,
  key: string | null,
  requestHash: string,
  log: FastifyBaseLogger,
): Promise<PlacedAnswer> {
  await releaseExpired(ctx, log);
  // One cart, one hold: an online attempt of theirs nobody paid (the page reloaded before
  // step 1 answered, a tab closed mid-payment) must not refuse them their own units.
  await releaseUnpaid(ctx, user, log);
  try {
    return await ctx.db.transaction(async (tx) => {
      const checkout = await priceCheckout(ctx, tx, user, body);
      payableOf(checkout, body);
      return createOrder(ctx, tx, {
        ...checkout,
        userId: user,
        paymentMode: 'C',
        paymentId: '',
        providerOrderId: null,
        idempotencyKey: key,
        requestHash,
        stockHeld: false,
      });
    });
  } catch (error) {
    const winner = key ? await storedAnswer(ctx.db, user, key, requestHash) : null;
    if (!winner) throw error;
    return winner;
  }
}
