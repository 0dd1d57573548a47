import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import type { Queryable, Tx } from '../db/connect';
import { pgError, PG_UNIQUE_VIOLATION } from '../db/pg-error';
import { createOrder, storedAnswerOf, type NewOrder, type PlacedAnswer, type StoredAnswer } from './create-order';

type PlaceOrderBody = Body<'placeOrder'>;

/** What online step 1 priced, kept with the payment intent so step 2 creates exactly what was paid for. */
type IntentSnapshot = Pick<NewOrder, 'items' | 'totals' | 'promoDiscount' | 'promocode' | 'address' | 'phone'>;

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

  async function answerOf(orderWhere: ReturnType<typeof eq>): Promise<PlacedAnswer | null> {
    const [row] = await db.select({ stored: orders.idempotentResponse }).from(orders).where(orderWhere);
    return row?.stored ? storedAnswerOf(row.stored) : null;
  }

  /**
   * One transaction. A concurrent duplicate (same key, or same paid provider order)
   * either hits a unique index or, once the winner committed, finds the cart empty
   * or the stock gone; whichever way it fails, it answers what the winner stored.
   */
  async function place(
    user: number,
    key: string | null,
    requestHash: string,
    providerOrderId: string | null,
    build: (tx: Tx) => Promise<NewOrder>,
  ): Promise<PlacedAnswer> {
    try {
      return await db.transaction(async (tx) => createOrder(ctx, tx, await build(tx)));
    } catch (error) {
      const winner =
        (key ? await storedAnswer(user, key, requestHash) : null) ??
        (providerOrderId && pgError(error)?.code === PG_UNIQUE_VIOLATION
          ? await answerOf(eq(orders.providerOrderId, providerOrderId))
          : null);
      if (!winner) throw error;
      return winner;
    }
  }

  /** Online step 1: the provider order to pay, for exactly the server's total. */
  async function startPayment(user: number, body: PlaceOrderBody) {
    const checkout = await priceCheckout(db, user, body);
    const payable = checkout.totals.grossTotal - checkout.promoDiscount;
    if (body.amount !== payable) throw badRequest('Amount does not match the cart');
    const providerOrder = await ctx.payments.createOrder(payable, 'INR', `u${user}-${ctx.now().getTime()}`);
    const snapshot: IntentSnapshot = checkout;
    await db.insert(paymentIntents).values({
      providerOrderId: providerOrder.id,
      userId: user,
      amountPaise: payable,
      currency: 'INR',
      request: snapshot,
      createdAt: ctx.now(),
    });
    return { message: 'Payment order created', data: providerOrder };
  }

  /** Online step 2: the provider's signature over the order id WE stored, then the order as paid for. */
  async function completePayment(user: number, body: PlaceOrderBody, key: string | null, requestHash: string) {
    const providerOrderId = body.var_provider_order_id ?? '';
    const signature = body.var_payment_signature ?? '';
    if (!providerOrderId || !signature) throw badRequest('var_provider_order_id and var_payment_signature are required');
    const [intent] = await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.providerOrderId, providerOrderId), eq(paymentIntents.userId, user)));
    if (!intent || !ctx.payments.verify(intent.providerOrderId, body.var_payment_id, signature)) {
      throw badRequest('The payment could not be verified');
    }
    if (intent.orderId !== null) {
      const placed = await answerOf(eq(orders.id, intent.orderId));
      if (placed) return placed;
    }
    const snapshot = intent.request as IntentSnapshot;
    const answer = await place(user, key, requestHash, intent.providerOrderId, async () => ({
      ...snapshot,
      userId: user,
      paymentMode: 'O',
      paymentId: body.var_payment_id,
      providerOrderId: intent.providerOrderId,
      idempotencyKey: key,
      requestHash,
    }));
    await db
      .update(paymentIntents)
      .set({ status: 'paid', orderId: answer.data.int_glcode })
      .where(eq(paymentIntents.id, intent.id));
    return answer;
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
        ? await completePayment(user, body, key, requestHash)
        : await place(user, key, requestHash, null, async (tx) => ({
            ...(await priceCheckout(tx, user, body)),
            userId: user,
            paymentMode: 'C',
            paymentId: '',
            providerOrderId: null,
            idempotencyKey: key,
            requestHash,
          }));
    return reply.code(201).send(answer);
  };
}
