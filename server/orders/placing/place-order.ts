/**
 * placeOrder: for cash and online step 1, the shopper's arrival noted and the cart's units claimed (stock-claims.ts),
 * admitted in turn, an earlier answer for its Idempotency-Key, then:
 *   cash           place-cash.ts       → shopper-lock.ts → checkout-price.ts → create-order.ts, takes the claim over
 *   online step 1  start-payment.ts    → shopper-lock.ts → checkout-price.ts, holds the claimed stock
 *   online step 2  complete-payment.ts → ../payments/settle.ts → create-order.ts
 */
import type { FastifyReply } from 'fastify';
import { userId } from '#server/auth';
import type { AppContext } from '#server/context/context';
import { CLAIM_LANES } from '#server/settings/config';
import type { Reply, TypedRequest } from '#server/contract/handler-types';
import { completePayment } from './complete-payment';
import { fingerprint } from './idempotency';
import { placeCash } from './place-cash';
import type { Placement, StockPlacement } from './placement';
import { SoldOutWatch } from './sold-out';
import { ClaimDesk, giveBack, type Claim } from './stock-claims';
import { ownerOf } from './claim-owners';
import { claimLanesOf } from './claim-lanes';
import { momentOf } from '#server/mail/outbox';
import { startPayment } from './start-payment';
import { arrivalsOf } from './arrivals';

export function placeOrderHandler(ctx: AppContext) {
  // Let in all at once, a flash sale's placements hold every pooled connection and others get 503 (decision 0026).
  const admitted = ctx.checkoutTurns;
  // Units claimed as placements come in, in batches, a few calls at once, on connections of their own: a long lock on
  // a variant never takes the pool (decisions 0070, 0089).
  const arriving = arrivalsOf(ctx);
  const claims = new ClaimDesk(claimLanesOf(ctx), ctx.now, () => ownerOf(ctx), CLAIM_LANES, arriving);
  // A placement that could not claim its units but may get them back before its turn (decisions 0057, 0070).
  const soldOut = new SoldOutWatch(ctx.db, ctx.now);
  ctx.catalogCache.onInvalidate(() => soldOut.changed());

  return async (request: TypedRequest<'placeOrder'>, reply: FastifyReply): Promise<Reply<'placeOrder'>> => {
    const user = userId(request);
    // Step 2 takes no stock: its hold already did.
    const takesStock = request.body.var_payment_mode === 'C' || !request.body.var_payment_id;
    if (!takesStock) {
      arriving.leave(request);
      return admitted(() => placeOrder(request, reply, null));
    }
    const key = request.headers['idempotency-key'];
    const claiming = claims.claim(user, typeof key === 'string' ? key : null, request.body.var_adress_id);
    // Its claim is on the desk: a turn now waits for it there (ClaimDesk.idle).
    arriving.leave(request);
    const { arrived, claim, short } = await claiming;
    if (short) throw short;
    if (claim)
      return claimed(claim, () =>
        admitted(async () => {
          // Given its turn, it lets the arrivals that came in meanwhile be read and claimed first.
          await claims.idle();
          return placeOrder(request, reply, { arrived, claim });
        }),
      );
    // Not claimed, yet it may get units back before its turn: watched while it waits.
    const wait = soldOut.wait(user);
    try {
      return await admitted(() => {
        wait.leave();
        return placeOrder(request, reply, { arrived, claim: null });
      }, wait.refused);
    } finally {
      wait.leave();
    }
  };

  /** A placement that ends without its order or hold taking the claim over (refused, failed, a retry answered) gives it back. */
  async function claimed<T>(claim: Claim, placing: () => Promise<T>): Promise<T> {
    let failed = true;
    try {
      const answer = await placing();
      failed = false;
      return answer;
    } finally {
      if (failed || !claim.takenOver) await giveBack(ctx.db, claim, momentOf(ctx));
    }
  }

  async function placeOrder(
    request: TypedRequest<'placeOrder'>,
    reply: FastifyReply,
    /** What a placement that takes stock had when it came in, and its claim; none for online step 2. */
    stock: Pick<StockPlacement, 'arrived' | 'claim'> | null,
  ): Promise<Reply<'placeOrder'>> {
    const user = userId(request);
    const { body } = request;
    const header = request.headers['idempotency-key'];
    // The contract bounds the key (8 to 100 characters): a huge one never reaches the unique index.
    const key = typeof header === 'string' ? header : null;
    const requestHash = fingerprint(body);
    const placement: Placement = { user, body, key, requestHash, log: request.log };

    if (stock) {
      if (body.var_payment_mode === 'O') return startPayment(ctx, { ...placement, ...stock });
      // A cash retry's answer is found in its turn (shopper-lock.ts), with the same look as the orders made alongside.
      const placed = await placeCash(ctx, { ...placement, ...stock });
      reply.code(201);
      return placed;
    }
    // Online step 2, which takes no stock: its hold did.
    const answer = await completePayment(ctx, placement);
    reply.code(201);
    return answer;
  }
}
