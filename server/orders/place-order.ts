import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { userId } from '../auth';
import type { AppContext } from '../context';
import { paymentIntents } from '../db/schema';
import { badRequest, conflict } from '../errors';
import type { Body, Reply, TypedRequest } from '../handler-types';
import { cartTotals } from '../pricing/totals';
import { texts } from '../../rules/texts';
import { wireAddress, ownAddress } from '../account/addresses';
import { readCart } from '../cart/cart-lines';
import { promoDiscount } from '../cart/coupons';
import type { Queryable } from '../db/connect';
import { messages } from '../messages';
import { admission } from '../admission';
import { releaseExpired, releaseUnpaid, type IntentSnapshot } from './holds';
import { settle } from './settle';
import { createOrder, storedAnswer, type PlacedAnswer } from './create-order';
import { takeStock } from './stock';

type PlaceOrderBody = Body<'placeOrder'>;

const fingerprint = (body: PlaceOrderBody) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(body).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex');

export function placeOrderHandler(ctx: AppContext) {
  const { db } = ctx;

  /** The cart priced now from the shop's data, with the coupon, for the user's own address. */
  async function priceCheckout(q: Queryable, user: number, body: PlaceOrderBody) {
    const address = wireAddress(await ownAddress(q, user, body.var_adress_id));
    const items = await readCart(q, user);
    if (items.length === 0) throw badRequest(texts.cartEmpty);
    const totals = cartTotals(items);
    const promocode = body.var_promocode.trim().toUpperCase();
    const promo = promocode ? await promoDiscount(q, promocode, totals.subTotal, ctx.now()) : 0;
    return { items, totals, promoDiscount: promo, promocode, address, phone: body.var_phone };
  }

  /** The payable total, when the shopper sent the one they saw, must be that one: a price may have changed since. */
  function payableOf(checkout: IntentSnapshot, body: PlaceOrderBody): number {
    const payable = checkout.totals.grossTotal - checkout.promoDiscount;
    if (body.amount !== undefined && body.amount !== payable) throw conflict(messages.payments.totalChanged(payable));
    return payable;
  }

  /**
   * A cash order, in one transaction. A concurrent duplicate with the same key either
   * hits the unique index or, once the winner committed, finds the cart empty or the
   * stock gone; whichever way it fails, it answers what the winner stored.
   */
  async function placeCash(user: number, body: PlaceOrderBody, key: string | null, requestHash: string, log: FastifyBaseLogger): Promise<PlacedAnswer> {
    await releaseExpired(ctx, log);
    // One cart, one hold: an online attempt of theirs nobody paid (the page reloaded before
    // step 1 answered, a tab closed mid-payment) must not refuse them their own units.
    await releaseUnpaid(ctx, user, log);
    try {
      return await db.transaction(async (tx) => {
        const checkout = await priceCheckout(tx, user, body);
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
      const winner = key ? await storedAnswer(db, user, key, requestHash) : null;
      if (!winner) throw error;
      return winner;
    }
  }

  /** Online step 1: the provider order to pay, for exactly the server's total, and the cart's stock held for it. */
  async function startPayment(user: number, body: PlaceOrderBody, log: FastifyBaseLogger) {
    if (body.amount === undefined) throw badRequest(messages.payments.amountRequired);
    await releaseExpired(ctx, log);
    await releaseUnpaid(ctx, user, log);
    const checkout = await priceCheckout(db, user, body);
    const payable = payableOf(checkout, body);
    const providerOrder = await ctx.payments.createOrder(payable, 'INR', `u${user}-${ctx.now().getTime()}`);
    const expiresAt = new Date(ctx.now().getTime() + ctx.config.paymentHoldSeconds * 1000);
    const snapshot: IntentSnapshot = checkout;
    await db.transaction(async (tx) => {
      await takeStock(tx, checkout.items);
      await tx.insert(paymentIntents).values({
        providerOrderId: providerOrder.id,
        userId: user,
        amountPaise: payable,
        currency: 'INR',
        status: 'pending',
        request: snapshot,
        createdAt: ctx.now(),
        expiresAt,
      });
    });
    return { message: messages.payments.created, data: { ...providerOrder, expires_at: expiresAt.toISOString() } };
  }

  /**
   * Online step 2: the provider's signature over the order id WE stored, then the
   * payment settled: the order as paid for, or, when none can be placed, the refund.
   */
  async function completePayment(user: number, body: PlaceOrderBody, key: string | null, requestHash: string, log: FastifyBaseLogger) {
    const providerOrderId = body.var_provider_order_id ?? '';
    const signature = body.var_payment_signature ?? '';
    if (!providerOrderId || !signature) throw badRequest(messages.payments.stepTwoFields);
    const [intent] = await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.providerOrderId, providerOrderId), eq(paymentIntents.userId, user)));
    if (!intent || !ctx.payments.verify(intent.providerOrderId, body.var_payment_id, signature)) {
      throw badRequest(messages.payments.notVerified);
    }
    // Taking the stock again after the hold ended: release whatever else is due first.
    if (intent.status !== 'pending') await releaseExpired(ctx, log);
    const settled = await settle(ctx, intent, { paymentId: body.var_payment_id, idempotencyKey: key, requestHash }, log);
    if (settled === 'refunded') throw conflict(messages.payments.refunded);
    return settled;
  }

  // A flash sale sends hundreds of placements at one instant: let in together, they hold
  // every pooled connection while they queue on the same few stock rows, every other request
  // waits for a connection past the pool's timeout and is answered 503, and a placement that
  // needs several turns of the pool loses every race to one that needs fewer (decision 0026).
  const admitted = admission(ctx.config.checkoutConcurrency);

  return (request: TypedRequest<'placeOrder'>, reply: FastifyReply): Promise<Reply<'placeOrder'>> => admitted(() => placeOrder(request, reply));

  async function placeOrder(request: TypedRequest<'placeOrder'>, reply: FastifyReply): Promise<Reply<'placeOrder'>> {
    const user = userId(request);
    const { body } = request;
    const header = request.headers['idempotency-key'];
    // The contract bounds the key (8 to 100 characters): a huge one never reaches the unique index.
    const key = typeof header === 'string' ? header : null;
    const requestHash = fingerprint(body);

    if (body.var_payment_mode === 'O' && !body.var_payment_id) return startPayment(user, body, request.log);

    if (key) {
      const earlier = await storedAnswer(db, user, key, requestHash);
      if (earlier) {
        reply.code(201);
        return earlier;
      }
    }
    const answer =
      body.var_payment_mode === 'O'
        ? await completePayment(user, body, key, requestHash, request.log)
        : await placeCash(user, body, key, requestHash, request.log);
    reply.code(201);
    return answer;
  }
}
