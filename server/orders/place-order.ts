import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { userId } from '../auth';
import type { AppContext } from '../context';
import { orders, paymentIntents } from '../db/schema';
import { badRequest, conflict } from '../errors';
import type { Body } from '../handler-types';
import { cartTotals } from '../pricing/totals';
import { texts } from '../../spec/texts';
import { wireAddress, ownAddress } from '../account/addresses';
import { readCart } from '../cart/cart-lines';
import { promoDiscount } from '../cart/coupons';
import type { Queryable } from '../db/connect';
import { paymentMessages } from '../payments/messages';
import { heldLines, lockIntent, releaseExpired, releaseUnpaid, type Intent, type IntentSnapshot } from '../payments/reservations';
import { createOrder, storedAnswerOf, type PlacedAnswer, type StoredAnswer } from './create-order';
import { restock, takeStock } from './stock';

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
    if (body.amount !== undefined && body.amount !== payable) throw conflict(paymentMessages.totalChanged(payable));
    return payable;
  }

  async function storedAnswer(user: number, key: string, requestHash: string): Promise<PlacedAnswer | null> {
    const [row] = await db
      .select({ stored: orders.idempotentResponse })
      .from(orders)
      .where(and(eq(orders.userId, user), eq(orders.idempotencyKey, key)));
    if (!row) return null;
    if ((row.stored as StoredAnswer).requestHash !== requestHash) {
      throw conflict('This Idempotency-Key was already used for another order');
    }
    return storedAnswerOf(row.stored);
  }

  /** The answer a paid intent's order was placed with (the intent and its order are written together). */
  async function paidAnswer(q: Queryable, intent: Intent): Promise<PlacedAnswer> {
    const [row] = await q.select({ stored: orders.idempotentResponse }).from(orders).where(eq(orders.id, intent.orderId ?? -1));
    if (!row?.stored) throw new Error(`payment intent ${intent.id} is paid but has no order`);
    return storedAnswerOf(row.stored);
  }

  /**
   * A cash order, in one transaction. A concurrent duplicate with the same key either
   * hits the unique index or, once the winner committed, finds the cart empty or the
   * stock gone; whichever way it fails, it answers what the winner stored.
   */
  async function placeCash(user: number, body: PlaceOrderBody, key: string | null, requestHash: string): Promise<PlacedAnswer> {
    await releaseExpired(ctx);
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
      const winner = key ? await storedAnswer(user, key, requestHash) : null;
      if (!winner) throw error;
      return winner;
    }
  }

  /** Online step 1: the provider order to pay, for exactly the server's total, and the cart's stock held for it. */
  async function startPayment(user: number, body: PlaceOrderBody) {
    if (body.amount === undefined) throw badRequest(paymentMessages.amountRequired);
    await releaseExpired(ctx);
    await releaseUnpaid(ctx, user);
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
    return { message: paymentMessages.created, data: { ...providerOrder, expires_at: expiresAt.toISOString() } };
  }

  /**
   * Online step 2: the provider's signature over the order id WE stored, then the order
   * as paid for, from the units held for it or, when the hold was released, from the
   * stock there is now. The intent stays locked throughout, so a repeated step 2 waits
   * and then answers the same order. No order possible: the payment is refunded.
   */
  async function completePayment(user: number, body: PlaceOrderBody, key: string | null, requestHash: string, log: FastifyBaseLogger) {
    const providerOrderId = body.var_provider_order_id ?? '';
    const signature = body.var_payment_signature ?? '';
    if (!providerOrderId || !signature) throw badRequest(paymentMessages.stepTwoFields);
    const [intent] = await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.providerOrderId, providerOrderId), eq(paymentIntents.userId, user)));
    if (!intent || !ctx.payments.verify(intent.providerOrderId, body.var_payment_id, signature)) {
      throw badRequest(paymentMessages.notVerified);
    }
    // Taking the stock again after the hold ended: release whatever else is due first.
    if (intent.status !== 'pending') await releaseExpired(ctx);

    let outcome: PlacedAnswer | 'refunded';
    try {
      outcome = await db.transaction(async (tx) => {
        const current = (await lockIntent(tx, eq(paymentIntents.id, intent.id)))!;
        if (current.status === 'refunded') return 'refunded';
        if (current.status === 'paid') return paidAnswer(tx, current);
        const answer = await createOrder(ctx, tx, {
          ...(current.request as IntentSnapshot),
          userId: user,
          paymentMode: 'O',
          paymentId: body.var_payment_id,
          providerOrderId: current.providerOrderId,
          idempotencyKey: key,
          requestHash,
          stockHeld: current.status === 'pending',
        });
        await tx
          .update(paymentIntents)
          .set({ status: 'paid', orderId: answer.data.int_glcode, paymentId: body.var_payment_id, capturedAt: current.capturedAt ?? ctx.now() })
          .where(eq(paymentIntents.id, current.id));
        return answer;
      });
    } catch (error) {
      // A key that already answered: that answer; one used for another order throws 409 (the client's mistake, no reason to refund).
      const winner = key ? await storedAnswer(user, key, requestHash) : null;
      if (winner) return winner;
      log.warn({ err: error }, 'online step 2 could not place the order: refunding the payment');
      outcome = await refundUnplaced(intent, body.var_payment_id);
    }
    if (outcome === 'refunded') throw conflict(paymentMessages.refunded);
    return outcome;
  }

  /**
   * The money was taken and no order could be made: it goes back, once. Under the
   * intent's lock, so two failing retries refund once, and a retry that placed the
   * order meanwhile answers that order instead. The provider is called inside that
   * transaction: if it fails, nothing is recorded and a retry of step 2 tries again
   * (Razorpay's refund is idempotent per payment).
   */
  async function refundUnplaced(intent: Intent, paymentId: string): Promise<PlacedAnswer | 'refunded'> {
    return db.transaction(async (tx) => {
      const current = (await lockIntent(tx, eq(paymentIntents.id, intent.id)))!;
      if (current.status === 'paid') return paidAnswer(tx, current);
      if (current.status === 'refunded') return 'refunded';
      if (current.status === 'pending') await restock(tx, heldLines(current));
      const refund = await ctx.payments.refund(paymentId, current.amountPaise);
      await tx
        .update(paymentIntents)
        .set({
          status: 'refunded',
          paymentId,
          capturedAt: current.capturedAt ?? ctx.now(),
          refundId: refund.id,
          refundPaise: refund.amount,
          refundedAt: ctx.now(),
        })
        .where(eq(paymentIntents.id, current.id));
      return 'refunded';
    });
  }

  return async function placeOrder(request: FastifyRequest, reply: FastifyReply) {
    const user = userId(request);
    const body = request.body as PlaceOrderBody;
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : null;
    // The contract bounds the key; checked here too so a huge key never reaches the unique index.
    if (key !== null && (key.length < 8 || key.length > 100)) throw badRequest('Idempotency-Key must be 8 to 100 characters');
    const requestHash = fingerprint(body);

    if (body.var_payment_mode === 'O' && !body.var_payment_id) return startPayment(user, body);

    if (key) {
      const earlier = await storedAnswer(user, key, requestHash);
      if (earlier) return reply.code(201).send(earlier);
    }
    const answer =
      body.var_payment_mode === 'O'
        ? await completePayment(user, body, key, requestHash, request.log)
        : await placeCash(user, body, key, requestHash);
    return reply.code(201).send(answer);
  };
}
