/**
 * The order machine's rules, one by one (product §4 order statuses, §5 return and review),
 * against the real machine. The path coverage lives in order.paths.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  orderMachine,
  wholeStars,
  type ActionResult,
  type CancelRequest,
  type ReturnRequest,
  type ReviewRequest,
} from '#machines/order.machine';
import type { Schemas } from '#openapi/client';
import type { OrderStatus } from '#rules/orders';
import { controllablePromise } from './fakes';
import { FIRST, SECOND, orderIn, queryKeys } from './order.fixture';

function start(order: Schemas['Order']) {
  const returnProduct = controllablePromise<ActionResult, ReturnRequest>();
  const createReview = controllablePromise<ActionResult, ReviewRequest>();
  const cancelOrder = controllablePromise<ActionResult, CancelRequest>();
  const machine = orderMachine.provide({
    actors: { cancelOrder: cancelOrder.logic, returnProduct: returnProduct.logic, createReview: createReview.logic },
  });
  const actor = createActor(machine, { input: { order, queryKeys } }).start();
  return { actor, returnProduct, createReview };
}

/** What the screen would offer for the first line, by asking the machine. */
function offered(order: Schemas['Order']) {
  const snapshot = start(order).actor.getSnapshot();
  return {
    cancel: snapshot.can({ type: 'CANCEL_ORDER' }),
    return: snapshot.can({ type: 'RETURN_PRODUCT', item: FIRST }),
    review: snapshot.can({ type: 'GIVE_REVIEW', item: FIRST }),
    invoice: snapshot.can({ type: 'PRINT_INVOICE' }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('order machine: what each status offers (product §4)', () => {
  const none = { cancel: false, return: false, review: false, invoice: false };
  it.each<[OrderStatus, ReturnType<typeof offered>]>([
    ['A', { ...none, cancel: true }],
    ['P', { ...none, cancel: true }],
    ['S', { ...none, cancel: true }],
    ['D', { cancel: false, return: true, review: true, invoice: true }],
    ['C', none],
    ['R', none],
  ])('status %s', (status, expected) => {
    expect(offered(orderIn(status))).toEqual(expected);
  });

  it("offers no return for a line already returned, which shows 'This Product is Returned', but still a review", () => {
    const snapshot = start(orderIn('D', [SECOND])).actor.getSnapshot();
    expect(snapshot.can({ type: 'RETURN_PRODUCT', item: SECOND })).toBe(false);
    expect(snapshot.can({ type: 'RETURN_PRODUCT', item: FIRST })).toBe(true);
    expect(snapshot.can({ type: 'GIVE_REVIEW', item: SECOND })).toBe(true);
  });

  it('offers nothing for an item that is not in the order', () => {
    const snapshot = start(orderIn('D')).actor.getSnapshot();
    const stranger = { fk_product: FIRST.fk_product, fk_variant: SECOND.fk_variant };
    expect(snapshot.can({ type: 'RETURN_PRODUCT', item: stranger })).toBe(false);
    expect(snapshot.can({ type: 'GIVE_REVIEW', item: stranger })).toBe(false);
  });

  it('prints no invoice without the signed link', () => {
    expect(offered({ ...orderIn('D'), invoice_url: null }).invoice).toBe(false);
  });

  it('follows the order through reloads', () => {
    const { actor } = start(orderIn('S'));
    actor.send({ type: 'ORDER_LOADED', order: orderIn('D') });
    expect(actor.getSnapshot().can({ type: 'CANCEL_ORDER' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'RETURN_PRODUCT', item: FIRST })).toBe(true);
  });
});

describe('order machine: return and review forms (product §5)', () => {
  it.each(['', '   ', '\n'])('refuses the return reason %j', (reason) => {
    const { actor, returnProduct } = start(orderIn('D'));
    actor.send({ type: 'RETURN_PRODUCT', item: FIRST });
    actor.send({ type: 'CHANGE_REASON', reason });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(returnProduct.calls).toEqual([]);
  });

  it('sends the trimmed reason with the line and the order', () => {
    const { actor, returnProduct } = start(orderIn('D'));
    actor.send({ type: 'RETURN_PRODUCT', item: SECOND });
    actor.send({ type: 'CHANGE_REASON', reason: '  Too small\n' });
    actor.send({ type: 'SUBMIT' });
    expect(returnProduct.calls).toEqual([{ fk_product: 8, fk_variant: 80, return_text: 'Too small', order_id: 123 }]);
  });

  it.each([
    [0.49, 0],
    [0.5, 1],
    [3.2, 3],
    [4.6, 5],
    [9, 5],
    [-2, 0],
  ])('rounds a rating of %d to %d whole stars', (rating, stars) => {
    expect(wholeStars(rating)).toBe(stars);
  });

  it('needs a rating above 0 and sends whole stars with the trimmed text', () => {
    const { actor, createReview } = start(orderIn('D'));
    actor.send({ type: 'GIVE_REVIEW', item: FIRST });
    expect(actor.getSnapshot().context.rating, 'starting at 0').toBe(0);
    actor.send({ type: 'CHANGE_REVIEW', text: ' Lovely fabric. ' });
    actor.send({ type: 'SUBMIT' });
    expect(createReview.calls).toEqual([]);
    actor.send({ type: 'CHANGE_RATING', rating: 2.6 });
    actor.send({ type: 'SUBMIT' });
    expect(createReview.calls).toEqual([{ fk_product: 7, rating: 3, review_text: 'Lovely fabric.' }]);
  });

  it('starts a fresh form when a form is dismissed and opened again', () => {
    const { actor } = start(orderIn('D'));
    actor.send({ type: 'RETURN_PRODUCT', item: FIRST });
    actor.send({ type: 'CHANGE_REASON', reason: 'Too small' });
    actor.send({ type: 'DISMISS' });
    actor.send({ type: 'RETURN_PRODUCT', item: SECOND });
    expect(actor.getSnapshot().context).toMatchObject({ item: SECOND, reason: '' });
  });

  it('fails, without crashing, when the screen did not provide the calls', async () => {
    const actor = createActor(orderMachine, { input: { order: orderIn('A'), queryKeys } }).start();
    actor.send({ type: 'CANCEL_ORDER' });
    actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
